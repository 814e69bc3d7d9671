import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { activitiesQuery } from "../../../../../features/workflows/queries";
import { AnalyticsTab } from "../../../../../features/workflows/track/AnalyticsTab";

// The track's analytics tab and its sub-tabs (activities, by users, SCORM, tests, users): the layout's loader has read
// the track; this one reads the task counts (the first sub-tab, whose titles the by-users one uses), and each other
// sub-tab pages its own list.
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id/analytics")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, activitiesQuery(id));
  },
  component: function AnalyticsRoute() {
    const { id } = Route.useParams();
    return <AnalyticsTab id={idOf(id) ?? 2147483647} />;
  },
});
