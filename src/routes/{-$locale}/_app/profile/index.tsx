import { createFileRoute, redirect } from "@tanstack/react-router";

// /profile opens on the personal information (the spec's other profile tabs come with the learning areas).
export const Route = createFileRoute("/{-$locale}/_app/profile/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/profile/personalInformation", params });
  },
});
