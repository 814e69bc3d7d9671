// One field of the catalogue dialog, by kind: text, long text, switch, state, language, entity, a reference to
// another resource, dictionary items (one per line) or a display name per interface language.
import { useQuery } from "@tanstack/react-query";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import type { CatalogueResource } from "../../../services/contract/catalogue";
import { useT } from "../lists/useT";
import { refOptionsQuery } from "./queries";
import * as s from "./catalogue.css";
import type { FormValue } from "./itemForm";
import { type FieldDef, FormEntityIds } from "./resources";

export interface FieldEditorProps {
  field: FieldDef;
  value: FormValue;
  onChange: (v: FormValue) => void;
  error?: string;
  isDisabled?: boolean;
  /** The item being edited (a reference may not point at itself). */
  selfId?: number | null;
  /** Another client's item (platform administrators): references point at that client's items. */
  clientId?: number;
}

const NONE = "__none";

/** Options of a reference field: the target resource's first 500 items. */
function useRefOptions(resource: CatalogueResource | undefined, clientId?: number) {
  return useQuery(refOptionsQuery(resource, clientId));
}

export function FieldEditor({ field, value, onChange, error, isDisabled, selfId, clientId }: FieldEditorProps) {
  const t = useT();
  const label = t(`catalogue.field.${field.key}`);
  const refs = useRefOptions(field.kind === "ref" ? field.ref : undefined, clientId);
  const common = { isInvalid: !!error, errorMessage: error, isDisabled };
  switch (field.kind) {
    case "bool":
      return (
        <Switch isSelected={value === true} onChange={onChange} isDisabled={isDisabled}>
          {label}
        </Switch>
      );
    case "displayName": {
      const d = value as { ru: string; en: string; fr: string };
      return (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{label}</legend>
          <div className={s.langGrid}>
            {(["ru", "en", "fr"] as const).map((l) => (
              <TextField key={l} label={t(`catalogue.lang.${l}`)} value={d[l]} maxLength={200} onChange={(v) => onChange({ ...d, [l]: v })} isDisabled={isDisabled} />
            ))}
          </div>
        </fieldset>
      );
    }
    case "state":
    case "language":
    case "entity":
    case "ref": {
      const options: { id: string; label: string }[] =
        field.kind === "state"
          ? [{ id: "1", label: t("catalogue.state.active") }, { id: "2", label: t("catalogue.state.inactive") }]
          : field.kind === "language"
            ? (["ru", "en", "fr"] as const).map((l) => ({ id: l, label: t(`catalogue.lang.${l}`) }))
            : field.kind === "entity"
              ? FormEntityIds.map((id) => ({ id: String(id), label: t(`catalogue.entity.${id}`) }))
              : (refs.data ?? []).filter((r) => r.id !== selfId).map((r) => ({ id: String(r.id), label: String(r.name ?? r.value ?? r.id) }));
      const withNone = field.required || field.kind === "state" ? options : [{ id: NONE, label: t("catalogue.none") }, ...options];
      return (
        <Select
          label={label}
          items={withNone}
          selectedKey={typeof value === "string" && value ? value : field.kind === "state" ? "1" : NONE}
          onSelectionChange={(k) => onChange(k === NONE || k === null ? "" : String(k))}
          isRequired={field.required}
          {...common}
        >
          {(o) => <ListBoxItem id={o.id}>{o.label}</ListBoxItem>}
        </Select>
      );
    }
    case "items":
      return (
        <TextField label={label} description={t("catalogue.items.help")} multiline rows={6} value={String(value)} onChange={onChange} {...common} />
      );
    case "textarea":
      return <TextField label={label} multiline rows={field.key === "content" ? 8 : 3} value={String(value)} onChange={onChange} {...common} />;
    case "color":
      return (
        <div className={s.colorRow}>
          <TextField label={label} placeholder="#4f46e5" value={String(value)} onChange={onChange} className={s.grow} {...common} />
          <span className={s.swatch} style={{ background: String(value) || "transparent" }} aria-hidden="true" />
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          type={field.kind === "email" ? "email" : "text"}
          inputMode={field.kind === "int" ? "numeric" : undefined}
          value={String(value)}
          onChange={onChange}
          isRequired={field.required}
          {...common}
        />
      );
  }
}
