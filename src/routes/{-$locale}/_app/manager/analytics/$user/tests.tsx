import { createFileRoute } from "@tanstack/react-router";
import { managerAccess } from "../../../../../../features/users/manager/access";

// The report's tests tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/tests")({
  staticData: { title: "users.tab.tests", access: managerAccess },
  component: () => null,
});
