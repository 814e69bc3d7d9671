import { createFileRoute } from "@tanstack/react-router";
import { ArchivedUsersPage } from "../../../../features/archivedUsers/ArchivedUsersPage";
import { ensureQuery } from "../../../../app/loaders";
import { savedFiltersQuery } from "../../../../features/lists/queries";

// Archived users (spec 000 §2 Preferences → users → archivedUsers). A static segment, so the generic
// /settings/$catalog page never takes it; the list needs the users section besides the settings.
export const Route = createFileRoute("/{-$locale}/_app/settings/archivedUsers")({
  staticData: { title: "archivedUsers.title", access: { section: "users" } },
  loader: ({ context }) => ensureQuery(context.queryClient, savedFiltersQuery("archivedUsers")),
  component: ArchivedUsersPage,
});
