import { createFileRoute } from "@tanstack/react-router";
import { managerAccess } from "../../../../../../features/users/manager/access";

// The report's timeToComplete tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/timeToComplete")({
  staticData: { title: "learning.time.title", access: managerAccess },
  component: () => null,
});
