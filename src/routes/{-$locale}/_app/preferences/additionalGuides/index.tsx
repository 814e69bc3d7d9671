import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";
import { preferenceCatalog } from "../../../../../features/catalogue/resources";

// The additionalGuides guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/additionalGuides/")({
  staticData: {
    title: "catalogue.menu.additionalGuides",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.additionalGuides", description: "catalogue.menuLead.additionalGuides", icon: "book", order: 30 },
  },
  loader: ({ context }) => {
    const { resource } = preferenceCatalog("additionalGuides", undefined, !!context.session.features.integration);
    return resource ? ensureInfinite(context.queryClient, lazyItemsQuery(resource)) : undefined;
  },
  component: () => <PreferenceCatalog group="additionalGuides" />,
});
