import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";

// The workflows guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/workflows/")({
  staticData: {
    title: "catalogue.menu.workflows",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.workflows", description: "catalogue.menuLead.workflows", icon: "grid", order: 50 },
  },
  component: () => <PreferenceCatalog group="workflows" />,
});
