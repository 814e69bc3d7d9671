// "Reset password" on the user page: it asks first, then makes the link. Where the mail goes out the user gets it
// by e-mail and the page only says so; where mail is off, the link shows in a dialog, in a read-only field with a
// Copy button, for the administrator to pass on (never in the page header).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { TextField } from "../../../ui/components/TextField";
import { notify } from "../../app/snackbar/notify";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { resetPasswords, type UserDetail } from "./api";

export function ResetPasswordAction({ user }: { user: UserDetail }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => resetPasswords([user.id]),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (res) => {
      setAsking(false);
      const l = res.links[0];
      if (l?.uid && !l.mailed) setLink(`${window.location.origin}/confirmPassword/${l.uid}`);
      else notify({ message: "users.password.mailed", values: { email: user.email }, variant: "success" });
    },
  });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify({ message: "users.password.copied", variant: "success" });
    } catch {
      notify({ message: "users.password.copyFailed", variant: "warning" });
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setAsking(true)}>
        {t("users.password.resetAction")}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t("users.password.confirmTitle")}
        message={t("users.password.confirmMessage", { name: user.full_name })}
        confirmLabel={t("users.password.resetAction")}
        cancelLabel={t("app.cancel")}
        isPending={reset.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => reset.mutate()}
      />
      <Modal isOpen={link !== null} onOpenChange={(open) => !open && setLink(null)}>
        <Dialog
          title={t("users.password.linkTitle")}
          closeLabel={t("app.close")}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t("app.close")}
              </Button>
              <Button onPress={() => void copy()}>{t("users.password.copy")}</Button>
            </>
          )}
        >
          <div className={ls.stack}>
            <p className={ls.muted}>{t("users.password.linkLead", { name: user.full_name })}</p>
            <TextField label={t("users.password.link")} value={link ?? ""} isReadOnly onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </div>
        </Dialog>
      </Modal>
    </>
  );
}
