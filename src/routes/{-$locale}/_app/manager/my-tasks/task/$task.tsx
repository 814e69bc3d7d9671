import { createFileRoute, redirect } from "@tanstack/react-router";
import { idOf } from "../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../features/learning/access";
import { pathsFor } from "../../../../../../features/learning/paths";
import { taskOrNotFound } from "../../../../../../features/learning/taskLoad";

/**
 * The task's former address (/manager/my-tasks/task/{task}), in bookmarks and in e-mails already sent: it goes to
 * the task's address under its activity (../$activity/task/$task.tsx), replacing itself in the history. A task that
 * is not the person's to see is the not-found page.
 */
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/task/$task")({
  staticData: { title: "learning.taskTitle", access: learningAccess },
  loader: async ({ context: { queryClient }, params }) => {
    const task = await taskOrNotFound(queryClient, idOf(params.task));
    if (task === null) return;
    throw redirect({ href: pathsFor(params.locale ?? "ru").myTask(task.element_id, task.id), replace: true });
  },
});
