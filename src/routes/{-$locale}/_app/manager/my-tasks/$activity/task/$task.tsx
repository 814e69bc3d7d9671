import { createFileRoute, redirect } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../../app/loaders";
import { idOf } from "../../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../../features/learning/access";
import { pathsFor, usePaths } from "../../../../../../../features/learning/paths";
import { taskQuery } from "../../../../../../../features/learning/queries";
import { TaskPage } from "../../../../../../../features/learning/TaskPage";

/**
 * A task the person does in someone's track, under its activity (spec 000 §2: my-tasks/{activity?}/task/{task?}).
 * The activity is the task's workflow element (entity type 9, "activities"): the same activity groups the doer's
 * tasks for every newcomer of the track. An address whose activity is not the task's goes to the task's own
 * address; a task that is not the person's to see is the page's not-found state, whatever the activity.
 */
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/$activity/task/$task")({
  staticData: { title: "learning.taskTitle", access: learningAccess },
  loader: async ({ context: { queryClient }, params }) => {
    const id = idOf(params.task);
    if (id === null) return;
    await ensureQuery(queryClient, taskQuery(id));
    const task = queryClient.getQueryData(taskQuery(id).queryKey);
    if (task && String(task.element_id) !== params.activity) {
      throw redirect({ href: pathsFor(params.locale ?? "ru").myTask(task.element_id, task.id), replace: true });
    }
  },
  component: function MyTask() {
    const { task } = Route.useParams();
    return <TaskPage taskId={idOf(task)} backHref={usePaths().myTasks} />;
  },
});
