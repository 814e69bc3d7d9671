import { createFileRoute } from "@tanstack/react-router";
import { SettingsCatalog } from "../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../app/loaders";
import { lazyItemsQuery } from "../../../../features/catalogue/queries";
import { isSettingsCatalog } from "../../../../features/catalogue/resources";

// The generic catalogue page (spec 000 §2 Settings: {catalog}); unknown names show the not-found page.
export const Route = createFileRoute("/{-$locale}/_app/settings/$catalog")({
  staticData: { title: "catalogue.hub.title", access: { section: "system_settings" } },
  loader: ({ context, params }) => (isSettingsCatalog(params.catalog) ? ensureInfinite(context.queryClient, lazyItemsQuery(params.catalog)) : undefined),
  component: function CatalogRoute() {
    const { catalog } = Route.useParams();
    return <SettingsCatalog catalog={catalog} />;
  },
});
