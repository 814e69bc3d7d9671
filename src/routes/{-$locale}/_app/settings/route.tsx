import { createFileRoute } from "@tanstack/react-router";

// System settings: every page below needs the system_settings section.
export const Route = createFileRoute("/{-$locale}/_app/settings")({
  staticData: { access: { section: "system_settings" } },
});
