// Modal dialogs: `Modal` is the overlay and panel, `Dialog` the titled content with a close button
// and a footer for actions. Use them inside react-aria's DialogTrigger, or control `isOpen`.
import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Modal as AriaModal,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from "react-aria-components";
import { Button } from "./Button";
import { cx } from "./cx";
import * as s from "./Dialog.css";
import { CloseIcon } from "./icons";

export interface ModalProps extends Omit<ModalOverlayProps, "children" | "className"> {
  size?: keyof typeof s.size;
  children: ReactNode;
}

export function Modal({ size = "md", isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={s.overlay}>
      <AriaModal className={cx(s.modal, s.size[size])}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<AriaDialogProps, "children" | "className"> {
  title: ReactNode;
  /** Buttons for the footer, primary last; a function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Show an icon button that closes the dialog. */
  showClose?: boolean;
  /** Accessible name of the close button; pass translated text. */
  closeLabel?: string;
  children?: ReactNode;
}

export function Dialog({ title, actions, showClose = true, closeLabel = "Close", children, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={s.dialog}>
      {({ close }) => (
        <>
          <div className={s.header}>
            <Heading slot="title" className={s.title}>
              {title}
            </Heading>
            {showClose && (
              <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} onPress={close} className={s.close}>
                <CloseIcon size={18} />
              </Button>
            )}
          </div>
          {children != null && <div className={s.body}>{children}</div>}
          {actions && <div className={s.footer}>{typeof actions === "function" ? actions(close) : actions}</div>}
        </>
      )}
    </AriaDialog>
  );
}
