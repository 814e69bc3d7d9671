import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { learningAccess } from "../../../../features/learning/access";
import { MyTimeToCompletePage } from "../../../../features/learning/profile/MyTimeToCompletePage";
import { timeToCompleteQuery } from "../../../../features/learning/profile/queries";

// /profile/myTimeToComplete (spec 000 §2 Profile): time per task and track against the recommended time; learning.
export const Route = createFileRoute("/{-$locale}/_app/profile/myTimeToComplete")({
  staticData: { title: "learning.time.title", access: learningAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, timeToCompleteQuery()),
  component: MyTimeToCompletePage,
});
