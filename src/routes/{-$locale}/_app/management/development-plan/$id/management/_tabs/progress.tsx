import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../../features/devPlans/access";

// The tab's content is drawn by the tabs' layout (_tabs/route.tsx), which stays mounted across its tabs.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/_tabs/progress")({
  staticData: { title: "devPlans.admin.managementTitle", access: devPlansAdminAccess },
  component: () => null,
});
