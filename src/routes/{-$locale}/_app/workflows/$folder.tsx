import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite, ensureQuery, loadAll } from "../../../../app/loaders";
import { idOf } from "../../../../app/routeParams";
import { WorkflowLibraryPage } from "../../../../features/workflows/library/WorkflowLibraryPage";
import { contentQuery, treeQuery } from "../../../../features/workflows/queries";

// A folder of the workflow library.
export const Route = createFileRoute("/{-$locale}/_app/workflows/$folder")({
  staticData: { title: "workflows.title", access: { section: "tracks" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.folder);
    return loadAll(ensureQuery(queryClient, treeQuery()), id === null ? Promise.resolve() : ensureInfinite(queryClient, contentQuery(id, "")));
  },
  component: function WorkflowFolderRoute() {
    const { folder } = Route.useParams();
    // An id that cannot exist shows the page's "not found" state (the server answers 404 for it).
    return <WorkflowLibraryPage folderId={idOf(folder) ?? 2147483647} />;
  },
});
