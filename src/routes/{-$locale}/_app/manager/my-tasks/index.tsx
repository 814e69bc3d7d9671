import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { learningAccess } from "../../../../../features/learning/access";
import { MyTasksPage } from "../../../../../features/learning/MyTasksPage";
import { myTasksQuery } from "../../../../../features/learning/queries";

export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/")({
  staticData: {
    title: "learning.myTasks.title",
    access: learningAccess,
    menu: { group: "main", label: "learning.myTasks.nav", description: "learning.myTasks.navDescription", icon: "team", order: 6 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, myTasksQuery(false)),
  component: MyTasksPage,
});
