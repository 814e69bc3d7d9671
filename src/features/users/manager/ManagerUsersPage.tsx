// /manager/users: the manager's own reports (people whose line or functional manager they are), in the shared
// users-area list over the `team` list route (lazy keyset pages, quick search from 3 characters, filters, export of
// the shown columns). A row opens the person's progress (/manager/analytics/{user}/workflows).
import { useSession } from "../../auth/queries";
import { UsersListView } from "../UsersListView";
import { useManagerPaths } from "./paths";

export function ManagerUsersPage() {
  const session = useSession();
  const paths = useManagerPaths();
  if (!session) return null;
  return (
    <UsersListView
      route="team"
      clientId={session.user.client_id}
      userId={session.user.id}
      text={{ title: "users.manager.title", lead: "users.manager.lead", empty: "users.manager.empty", emptyLead: "users.manager.emptyLead" }}
      rowHref={(id) => paths.report(id)}
    />
  );
}
