import { createFileRoute } from "@tanstack/react-router";
import { idOf } from "../../../../../app/routeParams";
import { SettingsTab } from "../../../../../features/workflows/track/SettingsTab";

// The track's settings: name, type, category, start point (the track itself is read by the layout's loader).
export const Route = createFileRoute("/{-$locale}/_app/workflow/$id/settings")({
  staticData: { title: "workflows.track.pageTitle", access: { section: "tracks" } },
  component: function SettingsRoute() {
    const { id } = Route.useParams();
    return <SettingsTab id={idOf(id) ?? 2147483647} />;
  },
});
