// A yes/no question in a modal (logout, delete…): confirm runs `onConfirm`, cancel just closes. Before an action
// that cannot be undone (delete, archive, publish, revoke, send to close: `destructive` or `irreversible`) the safe
// choice, Cancel, has the initial focus, so a stray Enter does nothing final.
import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, Modal } from "./Dialog";

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Style the confirm button as a destructive action. */
  destructive?: boolean;
  /** The action cannot be undone: Cancel gets the initial focus (implied by `destructive`). */
  irreversible?: boolean;
  /** Keep the dialog open with a spinner on confirm while the action runs. */
  isPending?: boolean;
  pendingLabel?: string;
  closeLabel?: string;
}

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive,
  irreversible = destructive,
  isPending,
  pendingLabel,
  closeLabel,
}: ConfirmDialogProps) {
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <Dialog
        role="alertdialog"
        title={title}
        showClose={false}
        closeLabel={closeLabel}
        actions={
          <>
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending} autoFocus={irreversible}>
              {cancelLabel}
            </Button>
            <Button variant={destructive ? "danger" : "primary"} onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel} autoFocus={!irreversible}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {message}
      </Dialog>
    </Modal>
  );
}
