import { createFileRoute } from "@tanstack/react-router";
import { BrandingPage } from "../../../../../features/preferences/branding/BrandingPage";
import { ensureQuery } from "../../../../../app/loaders";
import { clientBrandingQuery } from "../../../../../features/preferences/branding/queries";

export const Route = createFileRoute("/{-$locale}/_app/preferences/general/branding")({
  staticData: {
    title: "branding.pageTitle",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "nav.branding", description: "dashboard.card.branding", icon: "palette", order: 10 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, clientBrandingQuery()),
  component: BrandingPage,
});
