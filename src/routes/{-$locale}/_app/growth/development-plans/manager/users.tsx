import { createFileRoute } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../features/devPlans/access";
import { ManagerPage } from "../../../../../../features/devPlans/manager/ManagerPage";

export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/users")({
  staticData: { title: "devPlans.manager.title", access: devPlansManagerAccess },
  component: () => <ManagerPage tab="users" />,
});
