// /users: every user the caller can see, in the shared users-area list (search, filter panel with saved filters,
// export to XLSX), with batch actions on the selected rows, creation and import.
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { useSession } from "../auth/queries";
import { useT } from "../lists/useT";
import { BatchActions } from "./BatchActions";
import { usePaths } from "./common";
import { CreateUserDialog } from "./CreateUserDialog";
import { ImportDialog } from "./ImportDialog";
import { UsersListView } from "./UsersListView";

export function UsersPage() {
  const session = useSession();
  const paths = usePaths();
  if (!session) return null;
  return (
    <UsersListView
      route="users"
      clientId={session.user.client_id}
      userId={session.user.id}
      text={{ title: "users.title", lead: "users.lead", empty: "users.empty" }}
      rowHref={paths.user}
      actions={(reload) => <CreateAndImport onImported={reload} />}
      batchActions={(ids, done) => <BatchActions ids={ids} onDone={done} />}
    />
  );
}

/** "Import" and "New user" with their dialogs: a created user opens, an import reloads the list. */
function CreateAndImport({ onImported }: { onImported: () => void }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"create" | "import" | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setDialog("import")}>
        {t("users.import.open")}
      </Button>
      <Button onPress={() => setDialog("create")}>{t("users.create.open")}</Button>
      {dialog === "create" && <CreateUserDialog onClose={() => setDialog(null)} onCreated={(id) => void navigate({ href: paths.user(id) })} />}
      {dialog === "import" && <ImportDialog onClose={() => setDialog(null)} onImported={onImported} />}
    </>
  );
}
