import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { workflowQuery } from "../../../../../features/workflows/queries";
import { TrackLayout } from "../../../../../features/workflows/track/TrackLayout";

// One track (spec 000 §2 workflow/{file}): its header and publish bar, then its tabs below.
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, workflowQuery(id));
  },
  component: function TrackRoute() {
    const { id } = Route.useParams();
    return <TrackLayout key={id} id={idOf(id) ?? 2147483647} />;
  },
});
