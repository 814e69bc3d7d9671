// The work e-mail field of the sign-in and forgot-password forms: one field, the same autofill and keyboard hints.
import { TextField } from "../../../ui/components/TextField";

export interface EmailFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message of the field's error, already in the page's language. */
  readonly errorMessage?: string;
  readonly isReadOnly?: boolean;
}

export function EmailField({ label, value, onChange, errorMessage, isReadOnly }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      // These pages are for one thing: the e-mail takes the keyboard at once.
      autoFocus
      autoComplete="username"
      inputMode="email"
      value={value}
      onChange={onChange}
      isInvalid={!!errorMessage}
      errorMessage={errorMessage}
      isReadOnly={isReadOnly}
    />
  );
}
