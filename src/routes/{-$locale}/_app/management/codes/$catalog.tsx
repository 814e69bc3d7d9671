import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { CatalogPage } from "../../../../../features/codes/CatalogPage";
import { catalogQuery } from "../../../../../features/codes/queries";

// management/codes/{id}: one catalogue and its codes (the spec's codes/{code}).
export const Route = createFileRoute("/{-$locale}/_app/management/codes/$catalog")({
  staticData: { title: "codes.catalog.pageTitle", access: { section: "codes" } },
  loader: ({ context, params }) => {
    const id = idOf(params.catalog);
    return id === null ? undefined : ensureQuery(context.queryClient, catalogQuery(id));
  },
  component: function Catalog() {
    const { catalog } = Route.useParams();
    return <CatalogPage key={catalog} catalogId={idOf(catalog)} />;
  },
});
