// A labelled progress bar: determinate with its percentage, or indeterminate while the length is unknown.
import type { ReactNode } from "react";
import { ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps, Label } from "react-aria-components";
import { cx, withClass } from "./cx";
import * as s from "./ProgressBar.css";

export interface ProgressBarProps extends Omit<AriaProgressBarProps, "children"> {
  label?: ReactNode;
  /** Show the formatted value (a percentage by default) next to the label. */
  showValue?: boolean;
}

export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={withClass(s.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={s.label}>{label}</Label> : <span />}
          {showValue && !isIndeterminate && <span className={s.value}>{valueText}</span>}
          <div className={s.track}>
            <div className={cx(s.fill, isIndeterminate && s.indeterminate)} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
