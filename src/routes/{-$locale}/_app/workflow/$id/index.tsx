import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { elementsQuery, workflowQuery } from "../../../../../features/workflows/queries";
import { Builder } from "../../../../../features/workflows/track/Builder";

// The track's timeline: the builder of its tasks.
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id/")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, elementsQuery(id));
  },
  component: function TimelineRoute() {
    const { id } = Route.useParams();
    const track = useQuery(workflowQuery(idOf(id) ?? 2147483647));
    return track.data ? <Builder track={track.data} /> : null;
  },
});
