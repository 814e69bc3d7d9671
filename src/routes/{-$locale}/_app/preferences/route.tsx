import { createFileRoute } from "@tanstack/react-router";

// Account preferences of the user's client: every page below needs the client_settings section.
export const Route = createFileRoute("/{-$locale}/_app/preferences")({
  staticData: { access: { section: "client_settings" } },
});
