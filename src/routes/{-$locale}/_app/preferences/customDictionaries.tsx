import { createFileRoute } from "@tanstack/react-router";
import { CataloguePage } from "../../../../features/catalogue/CataloguePage";
import { ensureInfinite } from "../../../../app/loaders";
import { lazyItemsQuery } from "../../../../features/catalogue/queries";

// The client's custom dictionaries: named lists of values that smart-form fields use as sources.
export const Route = createFileRoute("/{-$locale}/_app/preferences/customDictionaries")({
  staticData: {
    title: "catalogue.resource.customDictionaries",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "catalogue.menu.customDictionaries", description: "catalogue.lead.customDictionaries", icon: "sliders", order: 35 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, lazyItemsQuery("customDictionaries")),
  component: () => <CataloguePage resource="customDictionaries" />,
});
