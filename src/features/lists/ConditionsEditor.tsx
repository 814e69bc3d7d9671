// Conditions over a list route's filter fields: field, operator and value(s), matched all or any. Used by the
// list filter panel and by the dynamic group form. A condition on a person (Manager) picks the person; a 400 that
// names a condition's part (`conditions.0.values.0`) is shown on that part.
import { Button } from "../../../ui/components/Button";
import { CloseIcon } from "../../../ui/components/icons";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import { useIntl } from "react-intl";
import type { FilterField, FilterOperator } from "../../../services/contract/lists";
import type { ListFilter } from "./api";
import * as s from "./lists.css";
import { PersonValue } from "./PersonValue";
import { useT } from "./useT";

const NO_VALUE = new Set(["is_empty", "is_not_empty"]);

export interface ConditionsEditorProps {
  fields: readonly FilterField[];
  value: ListFilter;
  onChange: (value: ListFilter) => void;
  isDisabled?: boolean;
  /** Field errors of the last save, by path without `payload.` (`conditions.0.values.0`: "lists.filter.badValue"). */
  errors?: Readonly<Record<string, readonly string[]>>;
  /** The path of the conditions in those errors. */
  errorPath?: string;
}

export function ConditionsEditor({ fields, value, onChange, isDisabled, errors = {}, errorPath = "conditions" }: ConditionsEditorProps) {
  const t = useT();
  const intl = useIntl();
  /** The message of the first error on a part of condition i (its field, operator or values), in words. */
  const errorOf = (i: number, part: "field" | "operator" | "values") => {
    const prefix = `${errorPath}.${i}.${part}`;
    const hit = Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1][0];
    return hit === undefined ? undefined : intl.messages[hit] ? t(hit) : t("lists.filter.badValue");
  };
  const set = (i: number, patch: Partial<ListFilter["conditions"][number]>) =>
    onChange({ ...value, conditions: value.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const add = () => {
    const f = fields[0];
    if (f) onChange({ ...value, conditions: [...value.conditions, { field: f.name, operator: (f.operators[0] ?? "eq") as FilterOperator, values: [] }] });
  };
  return (
    <div className={s.stack}>
      <RadioGroup
        label={t("lists.filter.match")}
        orientation="horizontal"
        value={value.match}
        onChange={(m) => onChange({ ...value, match: m === "any" ? "any" : "all" })}
        isDisabled={isDisabled}
      >
        <Radio value="all">{t("lists.filter.all")}</Radio>
        <Radio value="any">{t("lists.filter.any")}</Radio>
      </RadioGroup>
      {value.conditions.map((c, i) => {
        const field = fields.find((f) => f.name === c.field);
        const n = i + 1;
        const fieldError = errorOf(i, "field");
        const operatorError = errorOf(i, "operator");
        const valueError = errorOf(i, "values");
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their order is their identity
          <div key={i} className={s.conditionRow}>
            <Select
              label={t("lists.filter.field", { n })}
              selectedKey={c.field}
              isInvalid={fieldError !== undefined}
              errorMessage={fieldError}
              isDisabled={isDisabled}
              onSelectionChange={(k) => {
                const f = fields.find((x) => x.name === k);
                if (f) set(i, { field: f.name, operator: (f.operators[0] ?? "eq") as FilterOperator, values: [] });
              }}
            >
              {fields.map((f) => (
                <ListBoxItem key={f.name} id={f.name} textValue={f.text}>
                  {f.text}
                </ListBoxItem>
              ))}
            </Select>
            <Select
              label={t("lists.filter.operator", { n })}
              selectedKey={c.operator}
              isInvalid={operatorError !== undefined}
              errorMessage={operatorError}
              isDisabled={isDisabled}
              onSelectionChange={(k) => set(i, { operator: k as FilterOperator, values: NO_VALUE.has(String(k)) ? [] : c.values })}
            >
              {(field?.operators ?? [c.operator]).map((op) => (
                <ListBoxItem key={op} id={op} textValue={t(`lists.op.${op}`)}>
                  {t(`lists.op.${op}`)}
                </ListBoxItem>
              ))}
            </Select>
            {NO_VALUE.has(c.operator) ? (
              <span />
            ) : field?.ref === "user" ? (
              <PersonValue
                label={t("lists.filter.value", { n })}
                values={c.values}
                many={c.operator === "in" || c.operator === "not_in"}
                isDisabled={isDisabled}
                errorMessage={valueError}
                onChange={(ids) => set(i, { values: ids })}
              />
            ) : field?.source?.length ? (
              <Select
                label={t("lists.filter.value", { n })}
                selectedKey={c.values[0] == null ? null : String(c.values[0])}
                isInvalid={valueError !== undefined}
                errorMessage={valueError}
                isDisabled={isDisabled}
                onSelectionChange={(k) => {
                  const item = field.source?.find((o) => String(o.id) === String(k));
                  if (item) set(i, { values: [item.id] });
                }}
              >
                {field.source.map((o) => (
                  <ListBoxItem key={String(o.id)} id={String(o.id)} textValue={o.value}>
                    {o.value}
                  </ListBoxItem>
                ))}
              </Select>
            ) : (
              <TextField
                label={t("lists.filter.value", { n })}
                value={c.values.map((v) => String(v ?? "")).join(", ")}
                isInvalid={valueError !== undefined}
                errorMessage={valueError}
                isDisabled={isDisabled}
                onChange={(text) => set(i, { values: splitValues(text, c.operator) })}
              />
            )}
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t("lists.filter.remove", { n })}
              isDisabled={isDisabled}
              onPress={() => onChange({ ...value, conditions: value.conditions.filter((_, j) => j !== i) })}
            >
              <CloseIcon size={16} />
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onPress={add} isDisabled={isDisabled || fields.length === 0}>
          {t("lists.filter.add")}
        </Button>
      </div>
    </div>
  );
}

/** Several values for "in" / "not in" / "between" (comma-separated), one otherwise. */
const splitValues = (text: string, op: string) =>
  op === "in" || op === "not_in" || op === "between" ? text.split(",").map((v) => v.trim()).filter(Boolean) : text ? [text] : [];
