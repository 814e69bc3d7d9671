import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../app/loaders";
import { WidgetsAdminPage } from "../../../../features/widgets/WidgetsAdminPage";
import { widgetDashboardQuery } from "../../../../features/widgets/queries";

export const Route = createFileRoute("/{-$locale}/_app/management/widgets")({
  staticData: {
    title: "widgets.title",
    access: { section: "widgets", flag: "edit" },
    menu: { group: "management", label: "widgets.nav", description: "widgets.navDescription", icon: "briefcase", order: 60 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, widgetDashboardQuery()),
  component: WidgetsAdminPage,
});
