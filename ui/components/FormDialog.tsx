// A modal form: title, fields, Cancel and a submit button that shows a spinner while the action runs.
// Enter in a field and the submit button both call `onSubmit`; the caller validates and decides whether
// to start the action. After a submit that left a field invalid, focus moves to the first invalid field (the
// app's useFailedSubmitFocus, ui/focus.ts).
// While pending, the dialog cannot be dismissed and Cancel is disabled, so a running save is not orphaned.
import { type FormEvent, type ReactNode, useRef } from "react";
import { Button } from "./Button";
import { Dialog, Modal, type ModalProps } from "./Dialog";
import * as s from "./FormDialog.css";

export interface FormDialogProps {
  title: ReactNode;
  submitLabel: ReactNode;
  cancelLabel: string;
  /** Accessible name of the close button; pass translated text. */
  closeLabel?: string;
  /** Accessible text of the submit button while pending. */
  pendingLabel?: string;
  isPending?: boolean;
  /** Validate and start the action; called on Enter and on the submit button. */
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps["size"];
  /** A form-level (server or cross-field) error shown under the fields, announced as an alert. */
  error?: ReactNode;
  /** Layout class for the form (a stack of fields). */
  className?: string;
  children: ReactNode;
}

export function FormDialog({ title, submitLabel, cancelLabel, closeLabel, pendingLabel, isPending = false, onSubmit, onClose, size, error, className, children }: FormDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    // A submit that leaves a field invalid moves focus to it: the app's one mechanism (useFailedSubmitFocus in ui/focus.ts).
    onSubmit();
  };
  return (
    <Modal size={size} isOpen onOpenChange={(o) => !o && !isPending && onClose()} isDismissable={!isPending}>
      <Dialog
        title={title}
        closeLabel={closeLabel}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button onPress={() => submit()} isPending={isPending} pendingLabel={pendingLabel}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form ref={form} onSubmit={submit} className={className ?? s.form} noValidate>
          {children}
          {error != null && error !== false && (
            <p className={s.error} role="alert">
              {error}
            </p>
          )}
        </form>
      </Dialog>
    </Modal>
  );
}
