// The fields of a track's settings (spec 000 §2, §3): name, type (onboarding, or a growth track), category (the
// client's workflow categories), and the start point: relative to a checkpoint (join date … dismissal date, or a
// custom date) or absolute dates. Errors (the draft's own, or the server's by field) show beside their field.
import { useQuery } from "@tanstack/react-query";
import { CheckpointIds } from "../../../../services/contract/workflows";
import { DatePicker } from "../../../../ui/components/DatePicker";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Radio, RadioGroup } from "../../../../ui/components/RadioGroup";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../../lists/useT";
import { categoriesQuery } from "../queries";
import { CHECKPOINTS, type TrackDraft } from "./trackForm";

interface Props {
  readonly draft: TrackDraft;
  readonly onChange: (patch: Partial<TrackDraft>) => void;
  /** field → the text shown beside it */
  readonly errors: Record<string, string | undefined>;
  readonly autoFocus?: boolean;
}

const NONE = "none";

export function TrackFields({ draft, onChange, errors, autoFocus }: Props) {
  const t = useT();
  const categories = useQuery(categoriesQuery());
  const err = (field: string) => errors[field];
  return (
    <>
      <TextField
        label={t("workflows.field.name")}
        value={draft.display_name}
        onChange={(v) => onChange({ display_name: v })}
        isRequired
        autoFocus={autoFocus}
        isInvalid={!!errors.display_name}
        errorMessage={err("display_name")}
      />
      <RadioGroup
        label={t("workflows.field.type")}
        value={String(draft.workflow_type_id)}
        onChange={(v) => onChange({ workflow_type_id: v === "2" ? 2 : 1 })}
        isInvalid={!!errors.workflow_type_id}
        errorMessage={err("workflow_type_id")}
      >
        <Radio value="1">{t("workflows.type.1")}</Radio>
        <Radio value="2">{t("workflows.type.2")}</Radio>
      </RadioGroup>
      <Select
        label={t("workflows.field.category")}
        selectedKey={draft.category_id === null ? NONE : draft.category_id}
        onSelectionChange={(k) => onChange({ category_id: k === NONE || k === null ? null : Number(k) })}
        isInvalid={!!errors.category_id}
        errorMessage={err("category_id")}
        description={categories.isError ? t("workflows.load.categoriesFailed") : undefined}
      >
        {[{ id: NONE, name: t("workflows.category.none") }, ...(categories.data?.items ?? [])].map((c) => (
          <ListBoxItem key={c.id} id={c.id} textValue={c.name}>
            {c.name}
          </ListBoxItem>
        ))}
      </Select>
      <RadioGroup
        label={t("workflows.field.startPoint")}
        value={draft.duration_type}
        onChange={(v) => onChange({ duration_type: v === "ABSOLUTE" ? "ABSOLUTE" : "RELATION" })}
      >
        <Radio value="RELATION">{t("workflows.duration.RELATION")}</Radio>
        <Radio value="ABSOLUTE">{t("workflows.duration.ABSOLUTE")}</Radio>
      </RadioGroup>
      {draft.duration_type === "RELATION" ? (
        <>
          <Select
            label={t("workflows.field.checkpoint")}
            selectedKey={draft.workflow_checkpoint_id}
            onSelectionChange={(k) => onChange({ workflow_checkpoint_id: k === null ? null : Number(k) })}
            isRequired
            isInvalid={!!errors.workflow_checkpoint_id}
            errorMessage={err("workflow_checkpoint_id")}
          >
            {CHECKPOINTS.map((id) => (
              <ListBoxItem key={id} id={id} textValue={t(`workflows.checkpoint.${id}`)}>
                {t(`workflows.checkpoint.${id}`)}
              </ListBoxItem>
            ))}
          </Select>
          {draft.workflow_checkpoint_id === CheckpointIds.customDate && (
            <DatePicker
              label={t("workflows.field.customDate")}
              value={draft.workflow_checkpoint_custom_date}
              onChange={(v) => onChange({ workflow_checkpoint_custom_date: v })}
              isRequired
              isInvalid={!!errors.workflow_checkpoint_custom_date}
              errorMessage={err("workflow_checkpoint_custom_date")}
              openLabel={t("workflows.field.openCalendar")}
            />
          )}
        </>
      ) : (
        <>
          <DatePicker
            label={t("workflows.field.startDate")}
            value={draft.start_date}
            onChange={(v) => onChange({ start_date: v })}
            isRequired
            isInvalid={!!errors.start_date}
            errorMessage={err("start_date")}
            openLabel={t("workflows.field.openCalendar")}
          />
          <DatePicker
            label={t("workflows.field.endDate")}
            value={draft.end_date}
            onChange={(v) => onChange({ end_date: v })}
            isRequired
            isInvalid={!!errors.end_date}
            errorMessage={err("end_date")}
            openLabel={t("workflows.field.openCalendar")}
          />
        </>
      )}
    </>
  );
}
