import { createFileRoute } from "@tanstack/react-router";

// Platform administration of client organisations: every page below needs `clients` edit (a platform
// administrator; the server checks the same flag on GET /api/clients and on any other client's settings).
export const Route = createFileRoute("/{-$locale}/_app/clients")({
  staticData: { access: { section: "clients", flag: "edit" } },
});
