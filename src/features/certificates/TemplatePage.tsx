// management/certificates/{certificate}: a template's tabs (spec 000 §2): settings (name, state, font, format),
// template (text with its fields, alignment, background, a PDF preview with sample values) and training (the
// courses that grant it). Each save answers the template as stored; a stale version shows the server's message.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { messageIdOf } from "../../../services/client/errors";
import { TemplateFields } from "../../../services/contract/certificates";
import { Button } from "../../../ui/components/Button";
import { Checkbox } from "../../../ui/components/Checkbox";
import { ErrorState } from "../../../ui/components/ErrorState";
import { FileDrop } from "../../../ui/components/FileDrop";
import { Link } from "../../../ui/components/Link";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { TextField } from "../../../ui/components/TextField";
import { notify } from "../../app/snackbar/notify";
import { adminCoursesQuery, rowsOf as courseRows } from "../courses/queries";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as api from "./api";
import * as s from "./certificates.css";
import { usePaths } from "./paths";
import { certificatesKey, templateQuery } from "./queries";

type Apply = (write: () => Promise<api.Template>) => Promise<boolean>;
const inputOf = (c: api.Template): api.TemplateInput =>
  ({ name: c.name, state: c.state, font_id: c.font_id, orientation: c.orientation, body: c.body, alignment: c.alignment });

function Choice<K extends string | number>({ label, value, options, onChange, text }: {
  label: string; value: K; options: readonly K[]; onChange: (v: K) => void; text: (v: K) => string;
}) {
  return (
    <RadioGroup label={label} value={String(value)} onChange={(v) => onChange(options.find((o) => String(o) === v) as K)} orientation="horizontal">
      {options.map((o) => <Radio key={o} value={String(o)}>{text(o)}</Radio>)}
    </RadioGroup>
  );
}

/** The fields form of one tab: edits a copy of the template's fields and saves them whole. */
function FieldsForm({ template, apply, children }: { template: api.Template; apply: Apply; children: (v: api.TemplateInput, set: (v: api.TemplateInput) => void) => React.ReactNode }) {
  const t = useT();
  const [v, setV] = useState(() => inputOf(template));
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    await apply(() => api.updateTemplate(template.id, { ...v, name: v.name.trim() }, template.version));
    setPending(false);
  };
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      {children(v, setV)}
      <div className={s.actions}>
        <Button type="submit" isPending={pending} pendingLabel={t("certificates.saving")}>{t("certificates.save")}</Button>
      </div>
    </form>
  );
}

function Background({ template, apply }: { template: api.Template; apply: Apply }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      await apply(async () => api.uploadBackground(template.id, file).catch((e) => {
        setError(messageIdOf((e as { fields?: { message: string }[] }).fields?.[0] ?? e, "certificates.saveFailed"));
        throw e;
      }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={s.section} aria-labelledby="certificate-background">
      <h2 id="certificate-background" className={s.sectionTitle}>{t("certificates.background.title")}</h2>
      <p className={s.hint}>{t("certificates.background.hint")}</p>
      <p className={s.muted} role="status">{t(template.has_background ? "certificates.background.set" : "certificates.background.none")}</p>
      <FileDrop acceptedFileTypes={["image/png", "image/jpeg", ".png", ".jpg", ".jpeg"]} onSelect={(f) => void upload(f)} isDisabled={busy}
        chooseLabel={t("certificates.background.upload")} dropLabel={t("certificates.background.upload")} />
      {error && <p className={s.hint} role="alert">{t(error)}</p>}
      {template.has_background && (
        <div className={s.actions}>
          <Button variant="ghost" onPress={() => void apply(() => api.removeBackground(template.id))}>{t("certificates.background.remove")}</Button>
        </div>
      )}
    </section>
  );
}

function Preview({ id }: { id: number }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      const url = await api.pdfUrl(`certificateTemplatePreview?id=${id}`);
      window.open(url, "_blank", "noopener");
      setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
    } catch (e) {
      notify({ message: messageIdOf(e, "certificates.previewFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return <Button variant="secondary" onPress={() => void open()} isPending={pending} pendingLabel={t("certificates.loading")}>{t("certificates.preview")}</Button>;
}

function Training({ template, apply }: { template: api.Template; apply: Apply }) {
  const t = useT();
  const query = useInfiniteQuery(adminCoursesQuery());
  const courses = courseRows(query.data);
  const [ids, setIds] = useState<number[]>(() => [...template.course_ids]);
  const [pending, setPending] = useState(false);
  if (query.isPending) return <Spinner label={t("certificates.loading")} />;
  if (query.isError) return <ErrorState title={t("certificates.loadFailed")} retryLabel={t("certificates.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    await apply(() => api.setCourses(template.id, ids, template.version));
    setPending(false);
  };
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={s.hint}>{t("certificates.training.lead")}</p>
      {courses.length === 0 ? <p className={s.muted}>{t("certificates.training.none")}</p> : (
        <fieldset className={s.section}>
          <legend>{t("certificates.training.legend")}</legend>
          {courses.map((c) => (
            <Checkbox key={c.id} isSelected={ids.includes(c.id)} onChange={(on) => setIds(on ? [...ids, c.id] : ids.filter((x) => x !== c.id))}>{c.title}</Checkbox>
          ))}
        </fieldset>
      )}
      {query.hasNextPage && <Button variant="ghost" onPress={() => void query.fetchNextPage()}>{t("certificates.more")}</Button>}
      <div className={s.actions}>
        <Button type="submit" isPending={pending} pendingLabel={t("certificates.saving")}>{t("certificates.save")}</Button>
      </div>
    </form>
  );
}

export function TemplatePage({ templateId }: { templateId: number | null }) {
  const t = useT();
  const paths = usePaths();
  const client = useQueryClient();
  const query = useQuery({ ...templateQuery(templateId ?? 0), enabled: templateId !== null });
  const [template, setTemplate] = useState<api.Template | undefined>(query.data);
  useEffect(() => setTemplate(query.data), [query.data]);
  if (templateId === null || query.error) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("certificates.editor.title")}</h1>
        <ErrorState title={t("certificates.editor.notFound")} retryLabel={t("certificates.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        <Link href={paths.admin}>{t("certificates.editor.back")}</Link>
      </div>
    );
  }
  if (!template) return <Spinner label={t("certificates.loading")} />;
  const apply: Apply = async (write) => {
    try {
      const next = await write();
      setTemplate(next);
      client.setQueryData(templateQuery(next.id).queryKey, next);
      void client.invalidateQueries({ queryKey: certificatesKey, predicate: (q) => q.queryKey[1] !== "template" });
      notify({ message: "certificates.saved", variant: "success" });
      return true;
    } catch (e) {
      notify({ message: messageIdOf(e, "certificates.saveFailed"), variant: "error" });
      return false;
    }
  };
  return (
    <div className={p.page}>
      <Link href={paths.admin}>{t("certificates.editor.back")}</Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{template.name}</h1>
          <p className={s.muted}>{t(`certificates.state.${template.state}`)} · {t(`certificates.orientation.${template.orientation}`)}</p>
        </div>
        <Preview id={template.id} />
      </header>
      <Tabs>
        <TabList aria-label={t("certificates.tabs")}>
          <Tab id="settings">{t("certificates.tab.settings")}</Tab>
          <Tab id="template">{t("certificates.tab.template")}</Tab>
          <Tab id="training">{t("certificates.tab.training")}</Tab>
        </TabList>
        <TabPanel id="settings">
          <FieldsForm key={template.version} template={template} apply={apply}>
            {(v, set) => (
              <>
                <TextField label={t("certificates.field.name")} value={v.name} onChange={(name) => set({ ...v, name })} maxLength={255} isRequired />
                <Choice label={t("certificates.field.state")} value={v.state} options={["active", "inactive"] as const} onChange={(state) => set({ ...v, state })} text={(o) => t(`certificates.state.${o}`)} />
                <Choice label={t("certificates.field.font")} value={v.font_id} options={[1, 2, 3] as const} onChange={(font_id) => set({ ...v, font_id })} text={(o) => t(`certificates.font.${o}`)} />
                <Choice label={t("certificates.field.orientation")} value={v.orientation} options={["vertical", "horizontal"] as const} onChange={(orientation) => set({ ...v, orientation })} text={(o) => t(`certificates.orientation.${o}`)} />
              </>
            )}
          </FieldsForm>
        </TabPanel>
        <TabPanel id="template">
          <FieldsForm key={template.version} template={template} apply={apply}>
            {(v, set) => (
              <>
                <TextField label={t("certificates.field.body")} description={t("certificates.field.bodyHint", { fields: TemplateFields.join(", ") })}
                  value={v.body} onChange={(body) => set({ ...v, body })} multiline rows={6} maxLength={2000} />
                <Choice label={t("certificates.field.alignment")} value={v.alignment} options={["left", "center", "right"] as const} onChange={(alignment) => set({ ...v, alignment })} text={(o) => t(`certificates.alignment.${o}`)} />
              </>
            )}
          </FieldsForm>
          <Background template={template} apply={apply} />
        </TabPanel>
        <TabPanel id="training"><Training key={template.version} template={template} apply={apply} /></TabPanel>
      </Tabs>
    </div>
  );
}
