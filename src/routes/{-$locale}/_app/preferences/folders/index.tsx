import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";
import { preferenceCatalog } from "../../../../../features/catalogue/resources";

// The folders guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/folders/")({
  staticData: {
    title: "catalogue.menu.folders",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.folders", description: "catalogue.menuLead.folders", icon: "sliders", order: 40 },
  },
  loader: ({ context }) => {
    const { resource } = preferenceCatalog("folders", undefined, !!context.session.features.integration);
    return resource ? ensureInfinite(context.queryClient, lazyItemsQuery(resource)) : undefined;
  },
  component: () => <PreferenceCatalog group="folders" />,
});
