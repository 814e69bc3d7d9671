import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";

// The folders guide opens on its first catalogue.
export const Route = createFileRoute("/{-$locale}/_app/preferences/folders/")({
  staticData: {
    title: "catalogue.menu.folders",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.folders", description: "catalogue.menuLead.folders", icon: "sliders", order: 40 },
  },
  component: () => <PreferenceCatalog group="folders" />,
});
