// An on/off switch with its label.
import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { row } from "./Checkbox.css";
import { withClass } from "./cx";
import * as s from "./Switch.css";

export interface SwitchProps extends Omit<AriaSwitchProps, "children"> {
  children?: ReactNode;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={withClass(row, className)}>
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
