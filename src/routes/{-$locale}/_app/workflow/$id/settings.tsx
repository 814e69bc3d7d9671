import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { workflowQuery } from "../../../../../features/workflows/queries";
import { SettingsTab } from "../../../../../features/workflows/track/SettingsTab";

// The track's settings: name, type, category, start point (the layout's loader has read the track: this one
// answers from that cache, and reads it itself when the layout's answer is gone).
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id/settings")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, workflowQuery(id));
  },
  component: function SettingsRoute() {
    const { id } = Route.useParams();
    return <SettingsTab id={idOf(id) ?? 2147483647} />;
  },
});
