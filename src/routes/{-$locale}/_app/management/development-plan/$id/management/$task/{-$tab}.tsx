import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../../features/devPlans/access";
import { PlanView } from "../../../../../../../../features/devPlans/plan/PlanView";

// A member's plan seen by the plan's administrator (spec 000 §2 management/{task?}): the same three tabs.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/$task/{-$tab}")({
  staticData: { title: "devPlans.plan.pageTitle", access: devPlansAdminAccess },
  component: Page,
});

function Page() {
  const { id, task, tab, locale } = Route.useParams();
  return (
    <PlanView taskId={Number(task)} tab={tab} nested
      back={{ to: "/{-$locale}/management/development-plan/$id/management/users", params: { locale, id }, label: "devPlans.management.back" }} />
  );
}
