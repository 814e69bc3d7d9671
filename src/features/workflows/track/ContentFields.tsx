// The content of a task, by its activity type (elementForm PARTS): its text (Markdown; images only over https), its
// files picked from the library by kind, a learning task's course, an event's place and time, a milestone's or achievement's image (an https link; 900×450 recommended), the
// smart-form fields a profile-information task asks for, and an agent's message with when it is sent (the
// message may name the track's fields as {field}). Errors show beside their field.
import type { FormBuilderError } from "../../../../services/formBuilder";
import type { ElementContent } from "../api";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../../lists/useT";
import { CourseContent } from "./CourseContent";
import { partsOf } from "./elementForm";
import { FilesContent } from "./FilesContent";
import { FormContent } from "./FormContent";
import * as s from "./track.css";
import { TextContent } from "./TextContent";

interface Props {
  readonly typeId: number;
  readonly content: ElementContent;
  readonly onChange: (content: ElementContent) => void;
  /** field (content.*) → text */
  readonly errors: Record<string, string | undefined>;
  /** fields an agent's message may name */
  readonly fields: readonly string[];
  /** the form's own errors (validateFormDefinition), shown by the form builder */
  readonly formErrors: readonly FormBuilderError[];
}

export function ContentFields({ typeId, content, onChange, errors, fields, formErrors }: Props) {
  const t = useT();
  const parts = partsOf(typeId);
  const set = (patch: Partial<ElementContent>) => onChange({ ...content, ...patch });
  const message = content.message ?? { subject: "", body: "", send_offset_days: 0, send_time: "09:00" };
  const err = (f: string) => errors[`content.${f}`];
  return (
    <>
      {parts.includes("text") && (
        <TextContent label={t("workflows.content.text")} value={content.text ?? ""} onChange={(text) => set({ text })} errorMessage={err("text")} />
      )}
      {parts.includes("course") && <CourseContent value={content.course_id ?? null} onChange={(course_id) => set({ course_id })} errorMessage={err("course_id")} />}
      {parts.includes("files") && <FilesContent value={content.files ?? []} onChange={(files) => set({ files })} errorMessage={err("files")} />}
      {parts.includes("form") && <FormContent typeId={typeId} value={content.form} onChange={(form) => set({ form })} errors={formErrors} />}
      {parts.includes("event") && (
        <div className={s.pair}>
          <TextField
            label={t("workflows.content.location")}
            value={content.event?.location ?? ""}
            onChange={(location) => set({ event: { ...content.event, location } })}
            isInvalid={!!err("event.location")}
            errorMessage={err("event.location")}
          />
          <TextField
            label={t("workflows.content.startsAt")}
            description={t("workflows.content.timeHint")}
            value={content.event?.starts_at_time ?? ""}
            onChange={(v) => set({ event: { ...content.event, starts_at_time: v || null } })}
            isInvalid={!!err("event.starts_at_time")}
            errorMessage={err("event.starts_at_time")}
          />
        </div>
      )}
      {parts.includes("image") && (
        <TextField
          label={t("workflows.content.imageUrl")}
          description={t("workflows.content.imageHint")}
          type="url"
          value={content.image?.url ?? ""}
          onChange={(url) => set({ image: { ...content.image, url } })}
          isInvalid={!!err("image.url")}
          errorMessage={err("image.url")}
        />
      )}
      {parts.includes("profile_fields") && (
        <TextField
          label={t("workflows.content.profileFields")}
          description={t("workflows.content.profileFieldsHint")}
          multiline
          rows={4}
          value={(content.profile_fields ?? []).join("\n")}
          onChange={(v) => set({ profile_fields: v.split("\n").map((x) => x.trim()).filter(Boolean) })}
          isInvalid={!!err("profile_fields")}
          errorMessage={err("profile_fields")}
        />
      )}
      {parts.includes("message") && (
        <>
          {typeId === 11 && (
            <TextField
              label={t("workflows.content.subject")}
              value={message.subject ?? ""}
              onChange={(subject) => set({ message: { ...message, subject } })}
              isInvalid={!!err("message.subject")}
              errorMessage={err("message.subject")}
            />
          )}
          <TextField
            label={t("workflows.content.body")}
            description={fields.length ? t("workflows.content.fieldsHint", { fields: fields.map((f) => `{${f}}`).join(", ") }) : undefined}
            multiline
            rows={6}
            isRequired
            value={message.body}
            onChange={(body) => set({ message: { ...message, body } })}
            isInvalid={!!err("message.body")}
            errorMessage={err("message.body")}
          />
          <div className={s.pair}>
            <TextField
              label={t("workflows.content.sendOffset")}
              description={t("workflows.content.sendOffsetHint")}
              inputMode="numeric"
              value={String(message.send_offset_days)}
              onChange={(v) => set({ message: { ...message, send_offset_days: /^-?\d{1,4}$/.test(v) ? Number(v) : 0 } })}
              isInvalid={!!err("message.send_offset_days")}
              errorMessage={err("message.send_offset_days")}
            />
            <TextField
              label={t("workflows.content.sendTime")}
              description={t("workflows.content.timeHint")}
              value={message.send_time}
              onChange={(send_time) => set({ message: { ...message, send_time } })}
              isInvalid={!!err("message.send_time")}
              errorMessage={err("message.send_time")}
            />
          </div>
        </>
      )}
    </>
  );
}
