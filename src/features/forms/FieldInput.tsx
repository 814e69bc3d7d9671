// One smart-form field by its form_component: text, long text, number, date (a range in filter mode), select
// (several values when multi_select), autocomplete over a source, internal units as an indented tree, switch.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Checkbox } from "../../../ui/components/Checkbox";
import { ComboBox } from "../../../ui/components/ComboBox";
import { DatePicker } from "../../../ui/components/DatePicker";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { defaultSelection, isDate, isEmpty, isSelect } from "../../../services/validation";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";
import { AUTOCOMPLETE_SOURCES, type FormFieldData, INTERNAL_UNITS_SOURCE, type SourceOption } from "./api";
import { autocompleteQuery, fieldOptionsQuery } from "./queries";
import * as s from "./forms.css";
import { useUnitTree } from "./unitTree";

export interface FieldInputProps {
  field: FormFieldData;
  value: unknown;
  onChange: (v: unknown) => void;
  error?: string;
  /** Create mode: an empty select takes its default selection once its options arrive (spec 001 §5). */
  preselect?: boolean;
}

type IsoDate = `${number}-${number}-${number}`;
const NONE = "__none";
const comp = (f: FormFieldData["schema"]) => f.form_component.toLowerCase();

/** A field's options: the server's, else its custom dictionary or built-in source (the editor's preview). */
export function useOptions(field: FormFieldData) {
  const f = field.schema;
  const source = f.manage_form_field_source_id;
  const custom = f.manage_form_custom_field_source_id;
  const autocomplete = f.is_autocomplete || (source !== null && AUTOCOMPLETE_SOURCES.includes(source));
  const locale = useLocale();
  return useQuery({ ...fieldOptionsQuery(source, custom, locale), enabled: !field.source && !autocomplete && (source !== null || custom !== null) });
}

function Autocomplete({ field, value, onChange, error }: FieldInputProps) {
  const t = useT();
  const locale = useLocale();
  const f = field.schema;
  // The server sends the option of the current value (the manager's name): the field opens showing it.
  const current = value === null || value === undefined ? undefined : field.source?.find((o) => String(o.id) === String(value));
  const [text, setText] = useState(current?.value ?? "");
  const [typed, setTyped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the value's label when the form (re)loads, not each keystroke
  useEffect(() => {
    if (current) setText(current.value);
    setTyped(false);
  }, [current?.id, current?.value]);
  const found = useQuery({
    ...autocompleteQuery(f.manage_form_field_source_id, text, locale),
    enabled: typed && text.trim().length >= 2 && f.manage_form_field_source_id !== null,
  });
  const items = found.data ?? (current ? [current] : []);
  return (
    <ComboBox
      label={f.title}
      placeholder={f.placeholder ?? t("forms.autocomplete.placeholder")}
      items={items}
      inputValue={text}
      onInputChange={(v) => {
        setText(v);
        setTyped(true);
        // Clearing the text clears the value.
        if (!v.trim() && value !== null && value !== undefined) onChange(null);
      }}
      selectedKey={value === null || value === undefined ? null : String(value)}
      onSelectionChange={(k) => {
        const picked = items.find((o) => String(o.id) === String(k));
        onChange(picked ? picked.id : null);
        if (picked) setText(picked.value);
      }}
      isDisabled={f.disabled}
      isReadOnly={f.readonly}
      isRequired={f.required}
      isInvalid={!!error}
      errorMessage={error}
      emptyText={text.trim().length < 2 ? t("forms.autocomplete.hint") : t("forms.autocomplete.none")}
      allowsEmptyCollection
      menuTrigger="input"
    >
      {(o) => <ListBoxItem id={String(o.id)}>{o.value}</ListBoxItem>}
    </ComboBox>
  );
}

function Choice({ field, value, onChange, error, options, preselect }: FieldInputProps & { options: readonly SourceOption[] }) {
  const t = useT();
  const f = field.schema;
  const ready = options.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the options first arrive, not on every change
  useEffect(() => {
    if (!preselect || !ready || !isEmpty(value)) return;
    const chosen = defaultSelection(f, options, value);
    if (!isEmpty(chosen)) onChange(chosen);
  }, [ready, preselect]);
  if (f.multi_select) {
    const chosen = new Set((Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(String));
    return (
      <fieldset className={s.choices} aria-invalid={!!error || undefined} disabled={f.disabled || f.readonly}>
        <legend className={s.legend}>
          {f.title}
          {f.required ? " *" : ""}
        </legend>
        <div className={s.choiceList}>
          {options.length === 0 && <span className={s.muted}>{t("forms.options.none")}</span>}
          {options.map((o) => (
            <Checkbox
              key={String(o.id)}
              isSelected={chosen.has(String(o.id))}
              onChange={(on) => onChange(options.filter((x) => (String(x.id) === String(o.id) ? on : chosen.has(String(x.id)))).map((x) => x.id))}
            >
              {o.value}
            </Checkbox>
          ))}
        </div>
        {error && <p className={s.error} role="alert">{error}</p>}
      </fieldset>
    );
  }
  const items = f.required ? options : [{ id: NONE, value: t("forms.options.empty") }, ...options];
  return (
    <Select
      label={f.title}
      items={items.map((o) => ({ ...o, key: String(o.id) }))}
      selectedKey={value === null || value === undefined || value === "" ? (f.required ? null : NONE) : String(value)}
      onSelectionChange={(k) => onChange(k === NONE || k === null ? null : (options.find((o) => String(o.id) === String(k))?.id ?? null))}
      isDisabled={f.disabled || f.readonly}
      isRequired={f.required}
      isInvalid={!!error}
      errorMessage={error}
      placeholder={f.placeholder ?? t("forms.options.choose")}
    >
      {(o) => <ListBoxItem id={o.key}>{o.value}</ListBoxItem>}
    </Select>
  );
}

export function FieldInput(props: FieldInputProps) {
  const t = useT();
  const { field, value, onChange, error } = props;
  const f = field.schema;
  const options = useOptions(field);
  const tree = useUnitTree(f.manage_form_field_source_id === INTERNAL_UNITS_SOURCE, field.source ?? options.data);
  const common = { isDisabled: f.disabled, isReadOnly: f.readonly, isRequired: f.required, isInvalid: !!error, errorMessage: error };
  const c = comp(f);
  if (f.is_autocomplete || (f.manage_form_field_source_id !== null && AUTOCOMPLETE_SOURCES.includes(f.manage_form_field_source_id))) return <Autocomplete {...props} />;
  if (isSelect(f) || field.source || f.manage_form_custom_field_source_id !== null || f.manage_form_field_source_id !== null) {
    return <Choice {...props} options={tree ?? field.source ?? options.data ?? []} />;
  }
  if (isDate(f)) {
    if (f.range) {
      const [from, to] = Array.isArray(value) ? (value as (IsoDate | null)[]) : [null, null];
      return (
        <fieldset className={s.choices}>
          <legend className={s.legend}>{f.title}</legend>
          <div className={s.range}>
            <DatePicker label={t("forms.range.from")} value={from ?? null} onChange={(v) => onChange([v, to ?? null])} isDisabled={f.disabled} />
            <DatePicker label={t("forms.range.to")} value={to ?? null} onChange={(v) => onChange([from ?? null, v])} isDisabled={f.disabled} isInvalid={!!error} errorMessage={error} />
          </div>
        </fieldset>
      );
    }
    return <DatePicker label={f.title} value={(typeof value === "string" && value ? value : null) as IsoDate | null} onChange={onChange} {...common} />;
  }
  if (c.includes("checkbox") || c.includes("switch") || f.type === "boolean") {
    return (
      <Switch isSelected={value === true} onChange={onChange} isDisabled={f.disabled || f.readonly}>
        {f.title}
      </Switch>
    );
  }
  return (
    <TextField
      label={f.title}
      placeholder={f.placeholder ?? undefined}
      value={value === null || value === undefined ? "" : String(value)}
      onChange={onChange}
      multiline={c.includes("textarea")}
      rows={c.includes("textarea") ? 3 : undefined}
      inputMode={c.includes("number") || f.type === "number" ? "decimal" : undefined}
      {...common}
    />
  );
}
