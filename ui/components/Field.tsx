// The label, help text and error of a field, shared by TextField, Select, ComboBox and DatePicker.
import type { ReactNode } from "react";
import { FieldError, Label, Text, type ValidationResult } from "react-aria-components";
import { AlertCircleIcon } from "./icons";
import * as s from "./Field.css";

export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={s.label}>{children}</Label> : null;
}

export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, "label">) {
  return (
    <>
      {description && (
        <Text slot="description" className={s.description}>
          {description}
        </Text>
      )}
      <FieldError className={s.error}>
        {(v) => {
          const msg = typeof errorMessage === "function" ? errorMessage(v) : (errorMessage ?? v.validationErrors.join(" "));
          return msg ? (
            <>
              <AlertCircleIcon size={14} />
              <span>{msg}</span>
            </>
          ) : null;
        }}
      </FieldError>
    </>
  );
}
