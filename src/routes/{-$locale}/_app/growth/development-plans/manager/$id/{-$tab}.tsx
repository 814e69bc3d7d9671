import { createFileRoute } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../../features/devPlans/access";
import { PlanView } from "../../../../../../../features/devPlans/plan/PlanView";
import { ensureQuery } from "../../../../../../../app/loaders";
import { taskQuery } from "../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../app/routeParams";

// A plan the user approves or grades: the same three tabs as the employee's (spec 000 §2).
export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/$id/{-$tab}")({
  staticData: { title: "devPlans.plan.pageTitle", access: devPlansManagerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, taskQuery(id));
  },
  component: ManagedPlan,
});

function ManagedPlan() {
  const { id, tab, locale } = Route.useParams();
  return (
    <PlanView taskId={Number(id)} tab={tab} back={{ to: "/{-$locale}/growth/development-plans/manager/tasks", params: { locale }, label: "devPlans.manager.back" }} />
  );
}
