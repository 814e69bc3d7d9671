import { createFileRoute, redirect } from "@tanstack/react-router";

// A client's page opens on its basic information.
export const Route = createFileRoute("/{-$locale}/_app/clients/$client/")({
  staticData: { title: "clients.list.title", access: { section: "clients", flag: "edit" } },
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/clients/$client/$tab", params: { ...params, tab: "basicInformation" } });
  },
});
