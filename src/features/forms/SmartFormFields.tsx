// A smart form's fields laid out by its groups: a group with show_title gets a titled frame, one that is not
// expanded starts folded (details/summary), fields in no group come last.
import type { ReactNode } from "react";
import type { SmartForm } from "./api";
import { FieldInput } from "./FieldInput";
import * as s from "./forms.css";
import { layout, type Values } from "./model";

export interface SmartFormFieldsProps {
  form: SmartForm;
  values: Values;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: unknown) => void;
}

export function SmartFormFields({ form, values, errors, onChange }: SmartFormFieldsProps) {
  const { groups, rest } = layout(form);
  const grid = (fields: SmartForm["fields"]): ReactNode => (
    <div className={s.grid}>
      {fields.map((f) => (
        <div key={f.id} data-field={f.schema.name}>
          <FieldInput
            field={f}
            value={values[f.schema.name]}
            onChange={(v) => onChange(f.schema.name, v)}
            error={errors[f.schema.name]}
            preselect={form.operation_name === "create"}
          />
        </div>
      ))}
    </div>
  );
  return (
    <div className={s.stack}>
      {groups.map(({ group, fields }) =>
        !group.is_expand ? (
          <details key={group.id} className={s.group}>
            <summary className={s.summary}>{group.display_name}</summary>
            {grid(fields)}
          </details>
        ) : group.show_title ? (
          <fieldset key={group.id} className={s.group}>
            <legend className={s.groupTitle}>{group.display_name}</legend>
            {grid(fields)}
          </fieldset>
        ) : (
          <div key={group.id}>{grid(fields)}</div>
        ),
      )}
      {rest.length > 0 && grid(rest)}
    </div>
  );
}
