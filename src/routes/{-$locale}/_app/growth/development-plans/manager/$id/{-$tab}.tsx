import { createFileRoute } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../../features/devPlans/access";
import { PlanView } from "../../../../../../../features/devPlans/plan/PlanView";

// A plan the user approves or grades: the same three tabs as the employee's (spec 000 §2).
export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/$id/{-$tab}")({
  staticData: { title: "devPlans.plan.pageTitle", access: devPlansManagerAccess },
  component: ManagedPlan,
});

function ManagedPlan() {
  const { id, tab, locale } = Route.useParams();
  return (
    <PlanView taskId={Number(id)} tab={tab} back={{ to: "/{-$locale}/growth/development-plans/manager/tasks", params: { locale }, label: "devPlans.manager.back" }} />
  );
}
