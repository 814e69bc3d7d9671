// A labelled group of radio buttons with help text and error.
import type { ReactNode } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from "react-aria-components";
import { row } from "./Checkbox.css";
import { withClass } from "./cx";
import { FieldHelp, FieldLabel, type FieldTextProps } from "./Field";
import * as s from "./RadioGroup.css";

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "children">, FieldTextProps {
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClass(s.group, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={s.items}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, "children"> {
  children?: ReactNode;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={withClass(row, className)}>
      <span className={s.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
