import { createFileRoute, redirect } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../features/devPlans/access";

// The approver's area opens on its "tasks" tab.
export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/")({
  staticData: {
    title: "devPlans.manager.title",
    access: devPlansManagerAccess,
    menu: { group: "manager", label: "nav.devPlansManager", description: "dashboard.card.devPlansManager", icon: "team", order: 30 },
  },
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/growth/development-plans/manager/tasks", params });
  },
});
