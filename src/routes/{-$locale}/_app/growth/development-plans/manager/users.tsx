import { createFileRoute } from "@tanstack/react-router";
import { devPlansManagerAccess } from "../../../../../../features/devPlans/access";
import { ManagerPage } from "../../../../../../features/devPlans/manager/ManagerPage";
import { ensureInfinite } from "../../../../../../app/loaders";
import { managerUsersQuery } from "../../../../../../features/devPlans/queries";

export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/manager/users")({
  staticData: { title: "devPlans.manager.title", access: devPlansManagerAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, managerUsersQuery()),
  component: () => <ManagerPage tab="users" />,
});
