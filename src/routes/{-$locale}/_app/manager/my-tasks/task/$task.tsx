import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { readOrNotFound } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../features/learning/access";
import { pathsFor } from "../../../../../../features/learning/paths";
import { taskQuery } from "../../../../../../features/learning/queries";

/**
 * The task's former address (/manager/my-tasks/task/{task}), in bookmarks and in e-mails already sent: it goes to
 * the task's address under its activity (../$activity/task/$task.tsx), replacing itself in the history. A task that
 * is not the person's to see is the not-found page.
 */
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/task/$task")({
  staticData: { title: "learning.taskTitle", access: learningAccess },
  loader: async ({ context: { queryClient }, params }) => {
    const id = idOf(params.task);
    if (id === null) throw notFound();
    const task = await readOrNotFound(queryClient, taskQuery(id));
    if (task === null) return;
    throw redirect({ href: pathsFor(params.locale ?? "ru").myTask(task.element_id, task.id), replace: true });
  },
});
