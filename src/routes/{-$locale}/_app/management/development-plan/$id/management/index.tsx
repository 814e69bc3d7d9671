import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/management/development-plan/$id/management/progress", params });
  },
});
