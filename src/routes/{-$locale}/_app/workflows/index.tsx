import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite, ensureQuery, loadAll } from "../../../../app/loaders";
import { WorkflowLibraryPage } from "../../../../features/workflows/library/WorkflowLibraryPage";
import { contentQuery, treeQuery } from "../../../../features/workflows/queries";

// The workflow library at its top (spec 000 §2): folders and tracks of the tracks section.
export const Route = createFileRoute("/{-$locale}/_app/workflows/")({
  staticData: {
    title: "workflows.title",
    access: { section: "tracks" },
    menu: { group: "management", label: "workflows.nav", description: "workflows.navDescription", icon: "briefcase", order: 30 },
  },
  loader: ({ context: { queryClient } }) => loadAll(ensureInfinite(queryClient, contentQuery(null, "")), ensureQuery(queryClient, treeQuery())),
  component: () => <WorkflowLibraryPage key={0} folderId={null} />,
});
