import { createFileRoute } from "@tanstack/react-router";
import { devPlansAccess } from "../../../../../features/devPlans/access";
import { MyPlansPage } from "../../../../../features/devPlans/employee/MyPlansPage";
import { ensureInfinite } from "../../../../../app/loaders";
import { tasksQuery } from "../../../../../features/devPlans/queries";

export const Route = createFileRoute("/{-$locale}/_app/growth/development-plans/")({
  staticData: {
    title: "devPlans.my.title",
    access: devPlansAccess,
    menu: { group: "growth", label: "nav.devPlans", description: "dashboard.card.devPlans", icon: "growth", order: 20 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, tasksQuery("mine")),
  component: MyPlansPage,
});
