// A client's state in the client page's header: active or switched off (PUT clientActivity). Switching off asks
// first (its users are signed out at once); the default client and one's own client cannot be switched off.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { useSession } from "../auth/queries";
import { useT } from "../lists/useT";
import { type ClientInformation, setClientActivity } from "./api";
import * as s from "./clients.css";
import { clientsKeys } from "./queries";

export function ActivitySwitch({ client }: { client: ClientInformation }) {
  const t = useT();
  const session = useSession();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (active: boolean) => setClientActivity(client.id, active),
    meta: { errorMessage: "common.updateFail", successMessage: "clients.activity.saved" },
    onSuccess: () => setAsking(false),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
  const locked = client.is_default || session?.user.client_id === client.id;
  return (
    <div className={s.actions}>
      <Badge tone={client.is_active ? "success" : "neutral"} dot>
        {t(client.is_active ? "clients.state.active" : "clients.state.inactive")}
      </Badge>
      {client.is_active ? (
        !locked && (
          <Button variant="secondary" onPress={() => setAsking(true)}>
            {t("clients.activity.deactivate")}
          </Button>
        )
      ) : (
        <Button variant="secondary" onPress={() => change.mutate(true)} isPending={change.isPending} pendingLabel={t("app.saving")}>
          {t("clients.activity.activate")}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={(o) => !o && !change.isPending && setAsking(false)}
        title={t("clients.activity.confirmTitle", { name: client.name })}
        message={t("clients.activity.confirmText")}
        confirmLabel={t("clients.activity.deactivate")}
        cancelLabel={t("app.cancel")}
        closeLabel={t("app.close")}
        destructive
        isPending={change.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => change.mutate(false)}
      />
    </div>
  );
}
