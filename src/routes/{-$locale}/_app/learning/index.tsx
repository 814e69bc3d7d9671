import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { learningAccess } from "../../../../features/learning/access";
import { LearningPage } from "../../../../features/learning/LearningPage";
import { userTracksQuery } from "../../../../features/learning/queries";

export const Route = createFileRoute("/{-$locale}/_app/learning/")({
  staticData: {
    title: "learning.title",
    access: learningAccess,
    menu: { group: "learning", label: "learning.nav", description: "learning.navDescription", icon: "growth", order: 10, tracks: "onboarding" },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, userTracksQuery(1)),
  component: LearningPage,
});
