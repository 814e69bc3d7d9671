import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { readOrNotFound } from "../../../app/loaders";
import { idOf } from "../../../app/routeParams";
import { sessionQuery } from "../../../features/auth/queries";
import { learningAccess } from "../../../features/learning/access";
import { pathsFor } from "../../../features/learning/paths";
import { taskQuery } from "../../../features/learning/queries";

/**
 * /externalUserTask?user_workflow_task_id={task}: the deep link e-mails and other systems give to a task (spec 000
 * §2). Someone who is not a manager, opening a task of their own track, goes to their learning task page (under
 * /learning, or /growth/growthTrack for a growth track); anyone else (a manager, the doer of a task in a colleague's
 * track) to the my-tasks task page under the task's activity. A missing or malformed id, or a task that is not theirs to see (another person's,
 * another client's, none), is the not-found page; a role without the learning section gets the 403 page (the
 * route's access).
 */
export const Route = createFileRoute("/{-$locale}/_app/externalUserTask")({
  staticData: { title: "learning.external.title", access: learningAccess },
  validateSearch: (search: Record<string, unknown>): { user_workflow_task_id?: string } => {
    const id = search.user_workflow_task_id;
    return typeof id === "string" || typeof id === "number" ? { user_workflow_task_id: String(id) } : {};
  },
  loaderDeps: ({ search }) => ({ id: idOf(search.user_workflow_task_id ?? "") }),
  loader: async ({ context: { queryClient }, deps: { id }, params }) => {
    if (id === null) throw notFound();
    const task = await readOrNotFound(queryClient, taskQuery(id));
    if (task === null) return;
    const session = await queryClient.query({ ...sessionQuery(), staleTime: "static" });
    const paths = pathsFor(params.locale ?? "ru");
    const own = task.person.id === session.user.id && !session.user.is_manager;
    const href = !own ? paths.myTask(task.element_id, task.id) : task.workflow_type_id === 2 ? paths.growthTask(task.workflow_id, task.id) : paths.task(task.workflow_id, task.id);
    throw redirect({ href, replace: true });
  },
});
