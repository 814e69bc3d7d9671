import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../features/devPlans/access";
import { AdminPlansPage } from "../../../../../features/devPlans/admin/AdminPlansPage";
import { ensureInfinite } from "../../../../../app/loaders";
import { plansQuery } from "../../../../../features/devPlans/queries";

export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/")({
  staticData: {
    title: "devPlans.admin.title",
    access: devPlansAdminAccess,
    menu: { group: "management", label: "nav.devPlansAdmin", description: "dashboard.card.devPlansAdmin", icon: "briefcase", order: 40 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, plansQuery(false)),
  component: AdminPlansPage,
});
