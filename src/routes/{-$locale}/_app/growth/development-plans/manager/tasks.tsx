import { createFileRoute } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../features/devPlans/access";
import { ManagerPage } from "../../../../../../features/devPlans/manager/ManagerPage";
import { ensureInfinite } from "../../../../../../app/loaders";
import { tasksQuery } from "../../../../../../features/devPlans/queries";

export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/tasks")({
  staticData: { title: "devPlans.manager.title", access: devPlansManagerAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, tasksQuery("approver")),
  component: () => <ManagerPage tab="tasks" />,
});
