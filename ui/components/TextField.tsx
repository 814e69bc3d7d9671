// A labelled text input with help text and error; `type="password"` adds a show/hide toggle.
import { useState } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button as AriaButton,
  Group,
  Input,
  TextArea,
} from "react-aria-components";
import { cx, withClass } from "./cx";
import { FieldHelp, FieldLabel, type FieldTextProps } from "./Field";
import * as f from "./Field.css";
import { EyeIcon, EyeOffIcon } from "./icons";
import * as s from "./TextField.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children">, FieldTextProps {
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** Accessible names of the password toggle; pass translated text. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows = 4,
  type,
  showPasswordLabel = "Show password",
  hidePasswordLabel = "Hide password",
  className,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  return (
    <AriaTextField {...props} type={isPassword && revealed ? "text" : type} className={withClass(f.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      {multiline ? (
        <TextArea rows={rows} placeholder={placeholder} className={cx(f.boxedInput, s.textarea)} />
      ) : isPassword ? (
        <Group className={f.box} isDisabled={props.isDisabled} isInvalid={props.isInvalid}>
          <Input placeholder={placeholder} className={f.input} />
          <AriaButton
            className={f.adornment}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </AriaButton>
        </Group>
      ) : (
        <Input placeholder={placeholder} className={f.boxedInput} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
