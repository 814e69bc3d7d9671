import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";
import { preferenceCatalog } from "../../../../../features/catalogue/resources";

// The workflows guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/workflows/")({
  staticData: {
    title: "catalogue.menu.workflows",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.workflows", description: "catalogue.menuLead.workflows", icon: "grid", order: 50 },
  },
  loader: ({ context }) => {
    const { resource } = preferenceCatalog("workflows", undefined, !!context.session.features.integration);
    return resource ? ensureInfinite(context.queryClient, lazyItemsQuery(resource)) : undefined;
  },
  component: () => <PreferenceCatalog group="workflows" />,
});
