// A floating panel anchored to a trigger. `Popover` is the bare surface (used by Select, Menu, DatePicker);
// `PopoverDialog` wraps content in a labelled dialog for use with react-aria's DialogTrigger.
import type { ReactNode } from "react";
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  Heading,
  OverlayArrow,
} from "react-aria-components";
import { cx, withClass } from "./cx";
import * as s from "./Popover.css";

export interface PopoverProps extends AriaPopoverProps {
  /** Show an arrow pointing at the trigger. */
  showArrow?: boolean;
}

export function Popover({ showArrow, className, children, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (showArrow ? 12 : 6)} className={withClass(s.popover, className)}>
      {(values) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg className={s.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {typeof children === "function" ? children(values) : children}
        </>
      )}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends Omit<PopoverProps, "children"> {
  /** Heading of the dialog; when absent give an aria-label. */
  title?: ReactNode;
  "aria-label"?: string;
  children: ReactNode;
}

export function PopoverDialog({ title, children, "aria-label": ariaLabel, className, ...props }: PopoverDialogProps) {
  return (
    <Popover {...props} className={withClass(cx(s.padded), className)}>
      <Dialog className={s.dialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={s.title}>
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </Popover>
  );
}
