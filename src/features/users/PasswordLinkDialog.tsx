// A set-password link shown once, where mail is off: a read-only field with a Copy button, for the administrator to
// pass on themselves (never in the page itself). The invitation of a new person and a password reset both use it.
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { TextField } from "../../../ui/components/TextField";
import { notify } from "../../app/snackbar/notify";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";

/** The address of a link's set-password page in this app. */
export const passwordLinkUrl = (uid: string) => `${window.location.origin}/confirmPassword/${uid}`;

export function PasswordLinkDialog({ link, name, onClose }: { link: string | null; name: string; onClose: () => void }) {
  const t = useT();
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
    <Modal isOpen={link !== null} onOpenChange={(open) => !open && onClose()}>
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
          <p className={ls.muted}>{t("users.password.linkLead", { name })}</p>
          <TextField label={t("users.password.link")} value={link ?? ""} isReadOnly onFocus={(e) => (e.target as HTMLInputElement).select()} />
        </div>
      </Dialog>
    </Modal>
  );
}
