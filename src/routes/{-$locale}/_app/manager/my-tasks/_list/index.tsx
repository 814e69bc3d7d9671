import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { learningAccess } from "../../../../../../features/learning/access";
import { myTasksQuery } from "../../../../../../features/learning/queries";

// All the tasks the person does in colleagues' tracks; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/_list/")({
  staticData: {
    title: "learning.myTasks.title",
    access: learningAccess,
    menu: { group: "main", label: "learning.myTasks.nav", description: "learning.myTasks.navDescription", icon: "team", order: 6 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, myTasksQuery(false)),
  component: () => null,
});
