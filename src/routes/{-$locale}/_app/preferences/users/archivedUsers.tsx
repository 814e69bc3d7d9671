import { createFileRoute, redirect } from "@tanstack/react-router";

// Preferences → users → archivedUsers (spec 000 §2) is the archived users page of the settings.
export const Route = createFileRoute("/{-$locale}/_app/preferences/users/archivedUsers")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/settings/archivedUsers", params });
  },
});
