import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../../app/loaders";
import { idOf } from "../../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../../features/learning/access";
import { timelineQuery } from "../../../../../../../features/learning/queries";
import { TrackPage } from "../../../../../../../features/learning/TrackPage";

export const Route = createFileRoute("/{-$locale}/_app/growth/growthTrack/track/$track/")({
  staticData: { title: "learning.trackTitle", access: learningAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.track);
    return id === null ? undefined : ensureQuery(context.queryClient, timelineQuery(id));
  },
  component: function GrowthTrack() {
    const { track } = Route.useParams();
    return <TrackPage workflowId={idOf(track)} kind="growth" />;
  },
});
