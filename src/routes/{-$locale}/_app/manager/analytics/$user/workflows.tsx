import { createFileRoute } from "@tanstack/react-router";
import { managerAccess } from "../../../../../../features/users/manager/access";

// The report's workflows tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/workflows")({
  staticData: { title: "users.tab.workflows", access: managerAccess },
  component: () => null,
});
