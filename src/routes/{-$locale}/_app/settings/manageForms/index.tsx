import { createFileRoute } from "@tanstack/react-router";
import { ManageFormsPage } from "../../../../../features/forms/ManageFormsPage";
import { ensureInfinite } from "../../../../../app/loaders";
import { lazyItemsQuery } from "../../../../../features/catalogue/queries";

// Smart forms of the client (spec 000 §2 Settings: manageForms).
export const Route = createFileRoute("/{-$locale}/_app/settings/manageForms/")({
  staticData: {
    title: "catalogue.resource.manageForms",
    access: { section: "system_settings" },
    menu: { group: "settings", label: "forms.menu", description: "catalogue.lead.manageForms", icon: "sliders", order: 20 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, lazyItemsQuery("manageForms")),
  component: ManageFormsPage,
});
