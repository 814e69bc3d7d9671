import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../../features/dashboard/DashboardPage";
import { ensureQuery } from "../../../app/loaders";
import { myWorkQuery } from "../../../features/dashboard/queries";

export const Route = createFileRoute("/{-$locale}/_app/dashboard")({
  staticData: {
    title: "dashboard.pageTitle",
    access: { section: "dashboard" },
    menu: { group: "main", label: "nav.dashboard", description: "dashboard.card.dashboard", icon: "home", order: 0 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, myWorkQuery()),
  component: DashboardPage,
});
