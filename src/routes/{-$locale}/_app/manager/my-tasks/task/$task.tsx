import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../features/learning/access";
import { usePaths } from "../../../../../../features/learning/paths";
import { taskQuery } from "../../../../../../features/learning/queries";
import { TaskPage } from "../../../../../../features/learning/TaskPage";

export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/task/$task")({
  staticData: { title: "learning.taskTitle", access: learningAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.task);
    return id === null ? undefined : ensureQuery(context.queryClient, taskQuery(id));
  },
  component: function MyTask() {
    const { task } = Route.useParams();
    return <TaskPage taskId={idOf(task)} backHref={usePaths().myTasks} />;
  },
});
