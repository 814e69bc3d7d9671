import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { learningAccess } from "../../../../../../features/learning/access";
import { myTasksQuery } from "../../../../../../features/learning/queries";

// The tasks the person does today in colleagues' tracks (spec 000 §2, the manager area's my-tasks routes); the page
// is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/_list/today-activities")({
  staticData: { title: "learning.myTasks.todayTitle", access: learningAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, myTasksQuery(true)),
  component: () => null,
});
