import { createFileRoute } from "@tanstack/react-router";
import { SettingsHub } from "../../../../features/catalogue/GuidePages";

// System settings → catalogues: every generic catalogue of the client and the smart forms.
export const Route = createFileRoute("/{-$locale}/_app/settings/")({
  staticData: {
    title: "catalogue.hub.title",
    access: { section: "system_settings" },
    menu: { group: "settings", label: "catalogue.menu.catalogues", description: "catalogue.hub.lead", icon: "grid", order: 10 },
  },
  component: SettingsHub,
});
