import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { learningAccess } from "../../../../features/learning/access";
import { LearningPage } from "../../../../features/learning/LearningPage";
import { userTracksQuery } from "../../../../features/learning/queries";

// /profile/myTracks (spec 000 §2 Profile): all of one's tracks, onboarding and growth, from the account menu.
export const Route = createFileRoute("/{-$locale}/_app/profile/myTracks")({
  staticData: { title: "learning.profile.title", access: learningAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, userTracksQuery()),
  component: function MyTracks() {
    return <LearningPage kind="all" />;
  },
});
