import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";
import { preferenceCatalog } from "../../../../../features/catalogue/resources";

// A preferences guide's catalogue (spec 000 §2 Preferences: users, additionalGuides, folders, workflows).
export const Route = createFileRoute("/{-$locale}/_app/preferences/$group/$catalog")({
  staticData: { title: "catalogue.hub.title", access: { section: "client_settings" } },
  loader: ({ context, params }) => {
    const { resource } = preferenceCatalog(params.group, params.catalog, !!context.session.features.integration);
    return resource ? ensureInfinite(context.queryClient, lazyItemsQuery(resource)) : undefined;
  },
  component: function GuideRoute() {
    const { group, catalog } = Route.useParams();
    return <PreferenceCatalog group={group} catalog={catalog} />;
  },
});
