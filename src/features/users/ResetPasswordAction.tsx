// "Reset password" on the user page: it asks first, then makes the link. A person who never set a password (the
// server's `can.invite`: active, not registered) is offered "Send the invitation again" instead: there is nothing to
// reset. Where the mail goes out the person gets it by e-mail and the page only says so; where mail is off, the link
// shows once in a dialog to copy (PasswordLinkDialog).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { notify } from "../../app/snackbar/notify";
import { useT } from "../lists/useT";
import { resetPasswords, sendInvitations, type UserDetail } from "./api";
import { PasswordLinkDialog, passwordLinkUrl } from "./PasswordLinkDialog";
import { usersKeys } from "./queries";

export function ResetPasswordAction({ user }: { user: UserDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const invite = user.can.invite;
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async () => {
      if (!invite) return (await resetPasswords([user.id])).links[0];
      const { invited, refused } = await sendInvitations([user.id]);
      if (!invited[0]) throw new Error(refused[0]?.reason ?? "users.invite.notAllowed");
      return invited[0];
    },
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (l) => {
      setAsking(false);
      // The invitation date on the page moves.
      if (invite) void queryClient.invalidateQueries({ queryKey: usersKeys.user(user.id) });
      if (l?.uid && !l.mailed) setLink(passwordLinkUrl(l.uid));
      else notify({ message: invite ? "users.invite.mailed" : "users.password.mailed", values: { email: user.email }, variant: "success" });
    },
  });
  const action = invite ? t("users.invite.again") : t("users.password.resetAction");
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setAsking(true)}>
        {action}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={invite ? t("users.invite.confirmTitle") : t("users.password.confirmTitle")}
        message={invite ? t("users.invite.confirmMessage", { name: user.full_name, email: user.email }) : t("users.password.confirmMessage", { name: user.full_name })}
        confirmLabel={action}
        cancelLabel={t("app.cancel")}
        isPending={reset.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => reset.mutate()}
      />
      <PasswordLinkDialog link={link} name={user.full_name} onClose={() => setLink(null)} />
    </>
  );
}
