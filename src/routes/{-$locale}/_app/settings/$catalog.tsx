import { createFileRoute } from "@tanstack/react-router";
import { SettingsCatalog } from "../../../../features/catalogue/GuidePages";

// The generic catalogue page (spec 000 §2 Settings: {catalog}); unknown names show the not-found page.
export const Route = createFileRoute("/{-$locale}/_app/settings/$catalog")({
  staticData: { title: "catalogue.hub.title", access: { section: "system_settings" } },
  component: function CatalogRoute() {
    const { catalog } = Route.useParams();
    return <SettingsCatalog catalog={catalog} />;
  },
});
