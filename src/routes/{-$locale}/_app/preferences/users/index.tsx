import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";

// The users guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/users/")({
  staticData: {
    title: "catalogue.menu.users",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.users", description: "catalogue.menuLead.users", icon: "users", order: 20 },
  },
  component: () => <PreferenceCatalog group="users" />,
});
