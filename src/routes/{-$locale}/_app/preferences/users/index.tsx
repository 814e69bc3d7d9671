import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";
import { preferenceCatalog } from "../../../../../features/catalogue/resources";

// The users guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/users/")({
  staticData: {
    title: "catalogue.menu.users",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.users", description: "catalogue.menuLead.users", icon: "users", order: 20 },
  },
  loader: ({ context }) => {
    const { resource } = preferenceCatalog("users", undefined, !!context.session.features.integration);
    return resource ? ensureInfinite(context.queryClient, lazyItemsQuery(resource)) : undefined;
  },
  component: () => <PreferenceCatalog group="users" />,
});
