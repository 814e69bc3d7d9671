import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { learningAccess } from "../../../../../features/learning/access";
import { LearningPage } from "../../../../../features/learning/LearningPage";
import { userTracksQuery } from "../../../../../features/learning/queries";

// Growth (development) tracks: the learning area's tracks of type 2, with the learning section's rights (README).
export const Route = createFileRoute("/{-$locale}/_app/growth/growthTrack/")({
  staticData: {
    title: "learning.growth.title",
    access: learningAccess,
    menu: { group: "growth", label: "learning.growth.nav", description: "learning.growth.navDescription", icon: "growth", order: 10, tracks: "growth" },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, userTracksQuery(2)),
  component: function GrowthTracks() {
    return <LearningPage kind="growth" />;
  },
});
