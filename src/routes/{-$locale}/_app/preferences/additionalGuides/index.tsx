import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";

// The additionalGuides guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/additionalGuides/")({
  staticData: {
    title: "catalogue.menu.additionalGuides",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.additionalGuides", description: "catalogue.menuLead.additionalGuides", icon: "book", order: 30 },
  },
  component: () => <PreferenceCatalog group="additionalGuides" />,
});
