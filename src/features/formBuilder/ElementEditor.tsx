// The fields of one element: a question's text and its type's options, or a content element's content.
import { useContext } from "react";
import { Checkbox } from "../../../ui/components/Checkbox";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import {
  type FileKindName,
  type FormElement,
  fileKindNames,
  mediaTakesLink,
  type Question,
} from "../../../services/formBuilder";
import { BuilderContext, useFieldError, useT } from "./context";
import * as s from "./formBuilder.css";
import { ChoiceOptions, ComparisonItems, SortingItems } from "./OptionsEditor";

/** One patch function serves the 11 element shapes. */
export type Patch = (patch: Record<string, any>) => void;

const numberOrNull = (v: string) => (v.trim() === "" || Number.isNaN(Number(v)) ? null : Math.max(0, Math.trunc(Number(v))));
const str = (n: number | null) => (n === null ? "" : String(n));

export function ElementEditor({ element, at, patch, sections }: { element: FormElement; at: string; patch: Patch; sections: { id: string; title: string }[] }) {
  if (element.element === 1) return <QuestionEditor q={element} at={at} patch={patch} sections={sections} />;
  return <ContentEditor e={element} at={at} patch={patch} />;
}

function QuestionEditor({ q, at, patch, sections }: { q: Question; at: string; patch: Patch; sections: { id: string; title: string }[] }) {
  const t = useT();
  const err = useFieldError();
  return (
    <>
      <TextField label={t("formBuilder.field.question")} value={q.title} onChange={(title) => patch({ title })} isRequired {...err(`${at}.title`)} />
      <TextField label={t("formBuilder.field.description")} value={q.description} onChange={(description) => patch({ description })} multiline rows={2} />
      <div className={s.fields}>
        <TextField
          label={t("formBuilder.field.imageUrl")}
          description={t("formBuilder.field.imageUrlHelp")}
          type="url"
          value={q.image_url ?? ""}
          onChange={(v) => patch({ image_url: v.trim() === "" ? null : v.trim() })}
          {...err(`${at}.image_url`)}
        />
      </div>
      <div className={s.flags}>
        <Switch isSelected={q.required} onChange={(required) => patch({ required })}>
          {t("formBuilder.field.required")}
        </Switch>
      </div>
      <QuestionOptions q={q} at={at} patch={patch} sections={sections} />
    </>
  );
}

function QuestionOptions({ q, at, patch, sections }: { q: Question; at: string; patch: Patch; sections: { id: string; title: string }[] }) {
  const t = useT();
  const err = useFieldError();
  switch (q.field) {
    case 1:
    case 2:
      return (
        <div className={s.fields}>
          <TextField label={t("formBuilder.field.minLength")} type="number" value={str(q.min_length)} onChange={(v) => patch({ min_length: numberOrNull(v) })} {...err(`${at}.min_length`)} />
          <TextField label={t("formBuilder.field.maxLength")} type="number" value={str(q.max_length)} onChange={(v) => patch({ max_length: numberOrNull(v) })} {...err(`${at}.max_length`)} />
        </div>
      );
    case 3:
    case 4:
    case 5:
      return <ChoiceOptions q={q} at={at} patch={patch} sections={sections} />;
    case 6:
      return (
        <>
          <div className={s.fields}>
            <TextField label={t("formBuilder.field.maxSize")} type="number" value={String(q.maxSize)} onChange={(v) => patch({ maxSize: numberOrNull(v) ?? 1 })} {...err(`${at}.maxSize`)} />
            <TextField label={t("formBuilder.field.maxFiles")} type="number" value={String(q.maxFiles)} onChange={(v) => patch({ maxFiles: numberOrNull(v) ?? 1 })} {...err(`${at}.maxFiles`)} />
            <TextField
              label={t("formBuilder.field.extensions")}
              description={t("formBuilder.field.extensionsHelp")}
              value={q.extensions.join(", ")}
              onChange={(v) => patch({ extensions: v.split(/[\s,;.]+/).map((x) => x.toLowerCase()).filter(Boolean) })}
              {...err(`${at}.extensions`)}
            />
          </div>
          <fieldset className={s.options}>
            <legend className={s.legend}>{t("formBuilder.field.fileTypes")}</legend>
            <div className={s.flags}>
              {fileKindNames.map((k: FileKindName) => (
                <Checkbox key={k} isSelected={q.types.includes(k)} onChange={(on) => patch({ types: on ? [...q.types, k] : q.types.filter((x) => x !== k) })}>
                  {t(`formBuilder.fileKind.${k}`)}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <div className={s.flags}>
            <Switch isSelected={q.multiple} onChange={(multiple) => patch(multiple ? { multiple } : { multiple, maxFiles: 1 })}>
              {t("formBuilder.field.multipleFiles")}
            </Switch>
          </div>
        </>
      );
    case 7:
      return (
        <div className={s.fields}>
          <Select label={t("formBuilder.field.ratingMin")} selectedKey={String(q.min)} onSelectionChange={(k) => patch({ min: Number(k) })}>
            <ListBoxItem id="0">0</ListBoxItem>
            <ListBoxItem id="1">1</ListBoxItem>
          </Select>
          <TextField label={t("formBuilder.field.ratingMax")} type="number" value={String(q.max)} onChange={(v) => patch({ max: numberOrNull(v) ?? 2 })} {...err(`${at}.max`)} />
          <TextField label={t("formBuilder.field.label1")} value={q.label1} onChange={(label1) => patch({ label1 })} />
          <TextField label={t("formBuilder.field.label2")} value={q.label2} onChange={(label2) => patch({ label2 })} />
          <Select label={t("formBuilder.field.icon")} selectedKey={q.icon} onSelectionChange={(k) => patch({ icon: k })}>
            <ListBoxItem id="star">{t("formBuilder.field.iconStar")}</ListBoxItem>
            <ListBoxItem id="number">{t("formBuilder.field.iconNumber")}</ListBoxItem>
          </Select>
        </div>
      );
    case 8:
      return (
        <>
          <div className={s.fields}>
            <TextField label={t("formBuilder.field.minDate")} type="date" value={q.min ?? ""} onChange={(v) => patch({ min: v || null })} {...err(`${at}.min`)} />
            <TextField label={t("formBuilder.field.maxDate")} type="date" value={q.max ?? ""} onChange={(v) => patch({ max: v || null })} {...err(`${at}.max`)} />
          </div>
          <div className={s.flags}>
            <Switch isSelected={q.range} onChange={(range) => patch({ range })}>
              {t("formBuilder.field.range")}
            </Switch>
          </div>
        </>
      );
    case 9:
    case 10:
      return <p className={s.muted}>{t(q.field === 9 ? "formBuilder.field.functionalHeadHelp" : "formBuilder.field.mentorHelp")}</p>;
    case 11:
      return <SortingItems q={q} at={at} patch={patch} />;
    case 12:
      return <ComparisonItems q={q} at={at} patch={patch} />;
  }
}

function ContentEditor({ e, at, patch }: { e: Exclude<FormElement, Question>; at: string; patch: Patch }) {
  const t = useT();
  const err = useFieldError();
  useContext(BuilderContext);
  switch (e.element) {
    case 2:
      return (
        <TextField
          label={t("formBuilder.field.richText")}
          description={t("formBuilder.field.richTextHelp")}
          value={e.value}
          onChange={(value) => patch({ value })}
          multiline
          rows={5}
         
          {...err(`${at}.value`)}
        />
      );
    case 9:
      return <TextField label={t("formBuilder.field.sectionTitle")} value={e.title} onChange={(title) => patch({ title })} />;
    case 10:
      return (
        <div className={s.fields}>
          <TextField label={t("formBuilder.field.contactName")} value={e.name} onChange={(name) => patch({ name })} isRequired {...err(`${at}.name`)} />
          <TextField label={t("formBuilder.field.email")} type="email" value={e.email} onChange={(email) => patch({ email })} {...err(`${at}.email`)} />
          <TextField label={t("formBuilder.field.phone")} type="tel" value={e.phone} onChange={(phone) => patch({ phone })} />
          <TextField label={t("formBuilder.field.job")} value={e.job} onChange={(job) => patch({ job })} />
          <TextField label={t("formBuilder.field.location")} value={e.location} onChange={(location) => patch({ location })} />
          <TextField label={t("formBuilder.field.contactDescription")} value={e.contactDescription} onChange={(contactDescription) => patch({ contactDescription })} multiline rows={2} />
        </div>
      );
    default:
      return (
        <>
          <div className={s.fields}>
            <TextField label={t("formBuilder.field.mediaTitle")} value={e.title} onChange={(title) => patch({ title })} />
            {mediaTakesLink(e.element) && (
              <TextField
                label={t("formBuilder.field.link")}
                description={t("formBuilder.field.linkHelp")}
                type="url"
                value={e.url ?? ""}
                onChange={(v) => patch({ url: v.trim() === "" ? null : v.trim() })}
                {...err(`${at}.url`)}
              />
            )}
            {(e.element === 3 || e.element === 8) && <TextField label={t("formBuilder.field.alt")} value={e.alt} onChange={(alt) => patch({ alt })} />}
          </div>
          {e.files.length > 0 && (
            <ul className={s.sortList} aria-label={t("formBuilder.field.files")}>
              {e.files.map((f) => (
                <li key={f.file_id} className={s.sortItem}>
                  {f.name}
                </li>
              ))}
            </ul>
          )}
          {err(`${at}.files`).errorMessage && (
            <p className={s.error} data-error-anchor="" tabIndex={-1}>
              {err(`${at}.files`).errorMessage}
            </p>
          )}
          <div className={s.flags}>
            <Switch isSelected={e.allowDownload} onChange={(allowDownload) => patch({ allowDownload })}>
              {t("formBuilder.field.allowDownload")}
            </Switch>
            <Switch isSelected={e.showInLibrary} onChange={(showInLibrary) => patch({ showInLibrary })}>
              {t("formBuilder.field.showInLibrary")}
            </Switch>
            <Switch isSelected={e.showInFiles} onChange={(showInFiles) => patch({ showInFiles })}>
              {t("formBuilder.field.showInFiles")}
            </Switch>
          </div>
        </>
      );
  }
}
