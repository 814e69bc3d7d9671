// The frame every catalogue editor shares: a modal form with Cancel and a submit button (Enter submits too),
// and the confirmation before an item is deleted.
import type { ReactNode } from "react";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";

export function EditDialog({ title, submitLabel, onSubmit, onClose, pending, size = "md", extraAction, children }: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  pending: boolean;
  size?: "sm" | "md" | "lg";
  /** A button shown before Cancel (Delete). */
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal isOpen onOpenChange={(o) => !o && !pending && onClose()} size={size}>
      <Dialog
        title={title}
        closeLabel={t("app.close")}
        actions={
          <>
            {extraAction}
            <Button variant="secondary" onPress={onClose}>
              {t("app.cancel")}
            </Button>
            <Button onPress={onSubmit} isPending={pending} pendingLabel={t("app.saving")}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
          className={ls.stack}
          noValidate
        >
          {children}
          <button type="submit" hidden tabIndex={-1} />
        </form>
      </Dialog>
    </Modal>
  );
}

/** "Delete the item?" with the item's name; `name` null keeps it closed. */
export function ConfirmRemove({ name, pending, onCancel, onConfirm }: { name: string | null; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(o) => !o && onCancel()}
      title={t("catalogue.remove.title")}
      message={t("catalogue.remove.message", { name: name ?? "" })}
      confirmLabel={t("catalogue.remove.confirm")}
      cancelLabel={t("app.cancel")}
      destructive
      isPending={pending}
      pendingLabel={t("catalogue.remove.pending")}
      closeLabel={t("app.close")}
      onConfirm={onConfirm}
    />
  );
}
