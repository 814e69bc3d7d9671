// GDPR actions on the user page, for a client administrator of personal data (users edit and the sensitive-data
// section, as the server checks): export everything stored about the person as a JSON file, and erase their
// personal data after a confirmation whose focused, safe choice is to cancel. Nobody erases themselves.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { notify } from "../../app/snackbar/notify";
import { sessionQuery } from "../auth/queries";
import { downloadFile } from "../lists/api";
import { useT } from "../lists/useT";
import { eraseUser, exportPersonalData, type UserDetail } from "./api";
import { usersKeys } from "./queries";

export function PersonalDataActions({ user }: { user: UserDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery()).data;
  const [confirming, setConfirming] = useState(false);
  const exporting = useMutation({
    mutationFn: () => exportPersonalData(user.id),
    meta: { errorMessage: "users.personal.exportFail" },
    onSuccess: (file) => {
      downloadFile(file);
      notify({ message: "users.personal.exported", variant: "success" });
    },
  });
  const erasing = useMutation({
    mutationFn: () => eraseUser(user.id),
    meta: { errorMessage: "users.personal.eraseFail", successMessage: "users.personal.erased" },
    onSettled: () => setConfirming(false),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
  const permissions = (session?.permissions ?? {}) as Permissions;
  if (!allows(permissions, "users", "edit") || !allows(permissions, "sensitive_data")) return null;
  const erasable = !user.erased_at && session?.user.id !== user.id;
  return (
    <>
      <Button variant="secondary" size="sm" isPending={exporting.isPending} onPress={() => exporting.mutate()}>
        {t("users.personal.export")}
      </Button>
      {erasable && (
        <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
          {t("users.personal.erase")}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("users.personal.eraseTitle")}
        message={t("users.personal.eraseMessage")}
        confirmLabel={t("users.personal.eraseConfirm")}
        cancelLabel={t("app.cancel")}
        onConfirm={() => erasing.mutate()}
        destructive
        isPending={erasing.isPending}
        pendingLabel={t("users.personal.erasing")}
        closeLabel={t("app.close")}
      />
    </>
  );
}
