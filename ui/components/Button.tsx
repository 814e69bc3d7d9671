// The one button: primary, secondary, ghost and danger, in three sizes, with a pending spinner.
import type { ReactNode, Ref } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import * as s from "./Button.css";
import { cx, withClass } from "./cx";
import { Spinner } from "./Spinner";

export type ButtonVariant = keyof typeof s.variant;
export type ButtonSize = keyof typeof s.size;

export interface ButtonProps extends Omit<AriaButtonProps, "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  /** Accessible name of the spinner while pending. */
  pendingLabel?: string;
  children?: ReactNode;
  /** The button element, for returning focus to it (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", size = "md", iconOnly, pendingLabel = "Loading", className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={withClass(cx(s.base, s.variant[variant], s.size[size], iconOnly && s.iconOnly[size]), className)}>
      {({ isPending }) => (
        <>
          {/* The label stays in the DOM while pending so the width and the accessible name hold. */}
          <span className={cx(s.label, isPending && s.labelHidden)}>{children}</span>
          {isPending && (
            <span className={s.spinner}>
              <Spinner label={pendingLabel} size={size === "lg" ? 20 : 16} tone="current" />
            </span>
          )}
        </>
      )}
    </AriaButton>
  );
}
