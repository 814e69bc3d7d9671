import { createFileRoute } from "@tanstack/react-router";
import { ClientPage } from "../../../../../features/clients/ClientPage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { clientIdOf } from "../../../../../features/clients/paths";
import { informationQuery } from "../../../../../features/clients/queries";

// One client organisation, on one of its tabs (spec 000 §2 Clients: clients/{client}/...); unknown tabs and
// clients show the not-found page.
export const Route = createFileRoute("/{-$locale}/_app/clients/$client/$tab")({
  staticData: { title: "clients.list.title", access: { section: "clients", flag: "edit" } },
  loader: ({ context, params }) => {
    const clientId = clientIdOf(params.client);
    return clientId === null ? undefined : loadAll(ensureQuery(context.queryClient, informationQuery(clientId)));
  },
  component: function ClientRoute() {
    const { client, tab } = Route.useParams();
    return <ClientPage client={client} tab={tab} />;
  },
});
