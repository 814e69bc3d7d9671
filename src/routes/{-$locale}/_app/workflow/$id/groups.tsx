import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { workflowQuery } from "../../../../../features/workflows/queries";
import { GroupsTab } from "../../../../../features/workflows/track/GroupsTab";

// The track's groups tab: who it is assigned to, who gets it and who waits (the layout's loader has read the track: this one
// answers from that cache, and reads it itself when the layout's answer is gone).
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id/groups")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, workflowQuery(id));
  },
  component: function GroupsRoute() {
    const { id } = Route.useParams();
    return <GroupsTab id={idOf(id) ?? 2147483647} />;
  },
});
