import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { WorkflowAccessPage } from "../../../../../../features/workflows/access/WorkflowAccessPage";
import { accessQuery } from "../../../../../../features/workflows/queries";

// Access of a track (spec 000 §6): Managers of the item; the server's 403 sends others to the 403 page.
export const Route = createFileRoute("/{-$locale}/_app/workflows/access/workflow/$id")({
  staticData: { title: "workflows.access.pageTitle", access: { section: "tracks" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(queryClient, accessQuery("workflow", id));
  },
  component: function AccessRoute() {
    const { id } = Route.useParams();
    return <WorkflowAccessPage key={id} kind="workflow" id={idOf(id) ?? 2147483647} />;
  },
});
