import { createFileRoute } from "@tanstack/react-router";
import { devPlansAccess } from "../../../../../../features/devPlans/access";
import { PlanView } from "../../../../../../features/devPlans/plan/PlanView";
import { ensureQuery } from "../../../../../../app/loaders";
import { taskQuery } from "../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../app/routeParams";

// An employee's own plan, tabs description | development-plan | preliminary-survey (spec 000 §2).
export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/$id/{-$tab}")({
  staticData: { title: "devPlans.plan.pageTitle", access: devPlansAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, taskQuery(id));
  },
  component: MyPlan,
});

function MyPlan() {
  const { id, tab, locale } = Route.useParams();
  return <PlanView taskId={Number(id)} tab={tab} back={{ to: "/{-$locale}/growth/development-plans", params: { locale }, label: "devPlans.my.back" }} />;
}
