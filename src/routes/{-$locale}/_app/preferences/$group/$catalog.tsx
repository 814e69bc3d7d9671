import { createFileRoute } from "@tanstack/react-router";
import { PreferenceCatalog } from "../../../../../features/catalogue/GuidePages";

// A preferences guide's catalogue (spec 000 §2 Preferences: users, additionalGuides, folders, workflows).
export const Route = createFileRoute("/{-$locale}/_app/preferences/$group/$catalog")({
  staticData: { title: "catalogue.hub.title", access: { section: "client_settings" } },
  component: function GuideRoute() {
    const { group, catalog } = Route.useParams();
    return <PreferenceCatalog group={group} catalog={catalog} />;
  },
});
