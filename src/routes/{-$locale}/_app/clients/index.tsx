import { createFileRoute } from "@tanstack/react-router";
import { ClientsPage } from "../../../../features/clients/ClientsPage";
import { ensureInfinite } from "../../../../app/loaders";
import { clientsListQuery } from "../../../../features/clients/queries";

// The list of client organisations (spec 000 §2 Clients).
export const Route = createFileRoute("/{-$locale}/_app/clients/")({
  staticData: {
    title: "clients.list.title",
    access: { section: "clients", flag: "edit" },
    menu: { group: "clients", label: "clients.menu", description: "clients.list.lead", icon: "building", order: 10 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, clientsListQuery("")),
  component: ClientsPage,
});
