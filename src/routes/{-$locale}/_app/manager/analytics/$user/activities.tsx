import { createFileRoute } from "@tanstack/react-router";
import { managerAccess } from "../../../../../../features/users/manager/access";

// The report's activities tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/activities")({
  staticData: { title: "users.tab.activities", access: managerAccess },
  component: () => null,
});
