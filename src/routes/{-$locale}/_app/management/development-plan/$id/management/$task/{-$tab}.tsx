import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../../features/devPlans/access";
import { PlanView } from "../../../../../../../../features/devPlans/plan/PlanView";
import { ensureQuery } from "../../../../../../../../app/loaders";
import { taskQuery } from "../../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../../app/routeParams";

// A member's plan seen by the plan's administrator (spec 000 §2 management/{task?}): the same three tabs.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/$task/{-$tab}")({
  staticData: { title: "devPlans.plan.pageTitle", access: devPlansAdminAccess },
  loader: ({ context, params }) => {
    const task = idOf(params.task);
    return task === null ? undefined : ensureQuery(context.queryClient, taskQuery(task));
  },
  component: Page,
});

function Page() {
  const { id, task, tab, locale } = Route.useParams();
  return (
    <PlanView taskId={Number(task)} tab={tab} nested
      back={{ to: "/{-$locale}/management/development-plan/$id/management/users", params: { locale, id }, label: "devPlans.management.back" }} />
  );
}
