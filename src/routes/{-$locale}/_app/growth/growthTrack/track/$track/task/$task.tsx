import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../../../app/loaders";
import { idOf } from "../../../../../../../../app/routeParams";
import { learningAccess } from "../../../../../../../../features/learning/access";
import { usePaths } from "../../../../../../../../features/learning/paths";
import { taskQuery } from "../../../../../../../../features/learning/queries";
import { TaskPage } from "../../../../../../../../features/learning/TaskPage";

export const Route = createFileRoute("/{-$locale}/_app/growth/growthTrack/track/$track/task/$task")({
  staticData: { title: "learning.taskTitle", access: learningAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.task);
    return id === null ? undefined : ensureQuery(context.queryClient, taskQuery(id));
  },
  component: function GrowthTask() {
    const { track, task } = Route.useParams();
    const paths = usePaths();
    const trackId = idOf(track);
    return <TaskPage taskId={idOf(task)} backHref={trackId === null ? paths.growth : paths.growthTrack(trackId)} />;
  },
});
