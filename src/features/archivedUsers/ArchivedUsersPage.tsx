// /settings/archivedUsers (Preferences → users → archived users): the `archivedUsers` list route in the shared
// users-area list (search, filter panel with saved filters, sort, export to XLSX), with batch operations on the
// selected rows. The operations shown are the ones the userStatus machine allows on an archived user (today:
// restore, which brings the account back blocked, to be activated like any blocked one); each target is
// processed or refused with a reason by batchEntitiesProfileProcessing.
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { Button } from "../../../ui/components/Button";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { notify } from "../../app/snackbar/notify";
import { useSession } from "../auth/queries";
import { useT } from "../lists/useT";
import { batch, type StatusOperation } from "../users/api";
import { usePaths } from "../users/common";
import { UsersListView } from "../users/UsersListView";
import { allowedOps } from "./statusOps";

export function ArchivedUsersPage() {
  const session = useSession();
  const paths = usePaths();
  const userId = session?.user.id ?? 0;
  // Status operations need users edit: a viewer of the archive gets the list without them (and without selection).
  const canEdit = session ? allows(session.permissions as Permissions, "users", "edit") : false;
  const ops = useMemo(() => (canEdit ? allowedOps(userId) : []), [canEdit, userId]);
  if (!session) return null;
  return (
    <UsersListView
      route="archivedUsers"
      clientId={session.user.client_id}
      userId={userId}
      text={{ title: "archivedUsers.title", lead: "archivedUsers.lead", empty: "archivedUsers.empty", emptyLead: "archivedUsers.emptyLead" }}
      rowHref={paths.user}
      batchActions={ops.length ? (ids, done) => <StatusActions ops={ops} ids={ids} onDone={done} /> : undefined}
    />
  );
}

/** One button per allowed operation, run on the selected users; the snackbar says how many were processed. */
function StatusActions({ ops, ids, onDone }: { ops: StatusOperation[]; ids: number[]; onDone: () => void }) {
  const t = useT();
  const run = useMutation({
    mutationFn: (op: StatusOperation) => batch(op, ids),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (res) => {
      notify({
        message: res.refused.length ? "users.batch.partly" : "archivedUsers.restored",
        values: { processed: res.processed.length, refused: res.refused.length },
        variant: res.refused.length ? "warning" : "success",
      });
      onDone();
    },
  });
  return ops.map((op) => (
    <Button key={op} size="sm" isPending={run.isPending && run.variables === op} isDisabled={run.isPending} onPress={() => run.mutate(op)}>
      {t(op === "unarchive" ? "archivedUsers.restore" : `users.action.${op}`, { count: ids.length })}
    </Button>
  ));
}
