import { createFileRoute } from "@tanstack/react-router";
import { BrandingPage } from "../../../../../features/preferences/branding/BrandingPage";

export const Route = createFileRoute("/{-$locale}/_app/preferences/general/branding")({
  staticData: {
    title: "branding.pageTitle",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "nav.branding", description: "dashboard.card.branding", icon: "palette", order: 10 },
  },
  component: BrandingPage,
});
