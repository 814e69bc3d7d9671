import { createFileRoute } from "@tanstack/react-router";
import { ClientPage } from "../../../../../features/clients/ClientPage";

// One client organisation, on one of its tabs (spec 000 §2 Clients: clients/{client}/...); unknown tabs and
// clients show the not-found page.
export const Route = createFileRoute("/{-$locale}/_app/clients/$client/$tab")({
  staticData: { title: "clients.list.title", access: { section: "clients", flag: "edit" } },
  component: function ClientRoute() {
    const { client, tab } = Route.useParams();
    return <ClientPage client={client} tab={tab} />;
  },
});
