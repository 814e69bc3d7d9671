// The course's modules and their materials: add a module, add a material (rich text in Markdown, a library file by
// its id, a video address, a SCORM package picked from those uploaded to the library, a test or a feedback form made
// with the form builder), remove either. Each write answers the whole course.
import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf, messageIdOf } from "../../../../services/client/errors";
import { validateFormDefinition } from "../../../../services/formBuilder";
import { MaterialKinds } from "../../../../services/contract/courses";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { rowsOf, scormPackagesQuery } from "../queries";
import { useT } from "../useT";
import { FormMaterialFields, type FormSettings, newFormSettings } from "./FormMaterialFields";

type Kind = (typeof MaterialKinds)[number];
type Apply = (write: () => Promise<api.CourseEditor>, onRefused?: (e: unknown) => void) => Promise<boolean>;

const materialOf = (kind: Kind, title: string, value: string, form: FormSettings): api.MaterialInput => {
  if (kind === "test") return { kind, title, form: form.definition, pass_percent: Number(form.passPercent), attempts_limit: form.attempts.trim() ? Number(form.attempts) : null };
  if (kind === "feedback") return { kind, title, form: form.definition };
  if (kind === "text") return { kind, title, body: value };
  if (kind === "file") return { kind, title, library_file_id: Number(value) };
  if (kind === "video") return { kind, title, video_url: value.trim() };
  return { kind, title, scorm_package_id: value.trim() };
};

/** The client's SCORM packages (library uploads of kind 14), a page at a time. */
function PackagePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const query = useInfiniteQuery(scormPackagesQuery());
  const packages = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={3} />;
  if (packages.length === 0) return <p className={s.muted}>{t("courses.editor.noPackages")}</p>;
  return (
    <div className={s.toolbar}>
      <Select label={t("courses.editor.scormPackage")} placeholder={t("courses.editor.pickPackage")} selectedKey={value || null}
        onSelectionChange={(k) => onChange(String(k))} isRequired>
        {packages.map((p) => <ListBoxItem key={p.scorm_package_id} id={p.scorm_package_id} textValue={p.title}>{p.title}</ListBoxItem>)}
      </Select>
      {query.hasNextPage && (
        <Button variant="ghost" size="sm" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("courses.loading")}>
          {t("courses.more")}
        </Button>
      )}
    </div>
  );
}

function MaterialForm({ module, apply }: { module: api.CourseEditor["modules_list"][number]; apply: Apply }) {
  const t = useT();
  const [kind, setKind] = useState<Kind>("text");
  const [title, setTitle] = useState("");
  const [value, setValue] = useState("");
  const [form, setForm] = useState<FormSettings>(newFormSettings);
  const [pending, setPending] = useState(false);
  const isForm = kind === "test" || kind === "feedback";
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isForm) {
      // the form builder's own rules first (a test needs its correct answers), shown beside their fields
      const errors = validateFormDefinition(form.definition, { kind });
      setForm((f) => ({ ...f, errors }));
      if (errors.length) {
        notify({ message: errors[0].message, variant: "error" });
        return;
      }
    }
    setPending(true);
    const ok = await apply(() => api.addMaterial(module.id, materialOf(kind, title.trim(), value, form)), (err) => {
      // the server's field errors inside the form (payload.form.<path>) go back to the builder
      const errors = Object.entries(fieldErrorsOf(err)).filter(([k]) => k.startsWith("form.")).map(([k, [m]]) => ({ path: k.slice(5), message: m }));
      setForm((f) => ({ ...f, errors }));
    });
    setPending(false);
    if (ok) {
      setTitle("");
      setValue("");
      setForm(newFormSettings());
    }
  };
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t("courses.editor.addMaterialTo", { title: module.title })}>
      <div className={s.grid2}>
        <Select label={t("courses.editor.materialKind")} selectedKey={kind} onSelectionChange={(k) => {
          setKind(k as Kind);
          setValue("");
        }}>
          {MaterialKinds.map((k) => <ListBoxItem key={k} id={k} textValue={t(`courses.material.kind.${k}`)}>{t(`courses.material.kind.${k}`)}</ListBoxItem>)}
        </Select>
        <TextField label={t("courses.editor.materialTitle")} value={title} onChange={setTitle} maxLength={255} isRequired />
      </div>
      {isForm ? <FormMaterialFields kind={kind} value={form} onChange={setForm} /> : kind === "scorm" ? <PackagePicker value={value} onChange={setValue} /> : (
        <TextField label={t(`courses.editor.materialValue.${kind}`)} value={value} onChange={setValue} multiline={kind === "text"}
          rows={kind === "text" ? 6 : undefined} inputMode={kind === "file" ? "numeric" : undefined} isRequired />
      )}
      <div className={s.actions}>
        <Button type="submit" variant="secondary" isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.editor.addMaterial")}</Button>
      </div>
    </form>
  );
}

export function ModulesEditor({ course, apply }: { course: api.CourseEditor; apply: Apply }) {
  const t = useT();
  const [title, setTitle] = useState("");
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await apply(() => api.addModule(course.id, title.trim()))) setTitle("");
  };
  return (
    <div className={s.section}>
      {course.modules_list.length === 0 ? (
        <EmptyState title={t("courses.editor.noModules")} description={t("courses.errors.addModule")} headingLevel={2} />
      ) : (
        <ol className={s.rows} aria-label={t("courses.editor.modules")}>
          {course.modules_list.map((m) => (
            <li key={m.id} className={s.module}>
              <div className={s.actions}>
                <h2 className={s.moduleTitle}>{m.title}</h2>
                <Button variant="ghost" size="sm" onPress={() => void apply(() => api.removeModule(m.id))} aria-label={t("courses.editor.removeModule", { title: m.title })}>
                  {t("courses.remove")}
                </Button>
              </div>
              {m.materials.length > 0 && (
                <ul className={s.rows} aria-label={t("courses.editor.materialsOf", { title: m.title })}>
                  {m.materials.map((x) => (
                    <li key={x.id} className={s.row}>
                      <span className={s.rowMain}>
                        <span>{x.title}</span>
                        <span className={s.muted}>{t(`courses.material.kind.${x.kind}`)}{x.pass_percent !== null ? ` · ${t("courses.form.passAt", { n: x.pass_percent })}` : ""}{x.file_name ? ` · ${x.file_name}` : ""}{x.video_url ? ` · ${x.video_url}` : ""}</span>
                      </span>
                      <Button variant="ghost" size="sm" onPress={() => void apply(() => api.removeMaterial(x.id))} aria-label={t("courses.editor.removeMaterial", { title: x.title })}>
                        {t("courses.remove")}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <MaterialForm module={m} apply={apply} />
            </li>
          ))}
        </ol>
      )}
      <form className={s.toolbar} onSubmit={(e) => void add(e)} noValidate>
        <TextField label={t("courses.editor.newModule")} value={title} onChange={setTitle} maxLength={255} />
        <Button type="submit" variant="secondary">{t("courses.editor.addModule")}</Button>
      </form>
    </div>
  );
}

/** Runs a write that answers the course, puts it in place, and says what went wrong (the server's catalogue id). */
export const applyWith = (set: (c: api.CourseEditor) => void) => async (write: () => Promise<api.CourseEditor>, onRefused?: (e: unknown) => void) => {
  try {
    set(await write());
    notify({ message: "courses.saved", variant: "success" });
    return true;
  } catch (e) {
    notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    onRefused?.(e);
    return false;
  }
};
