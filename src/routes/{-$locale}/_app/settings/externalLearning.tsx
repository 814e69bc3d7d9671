import { createFileRoute } from "@tanstack/react-router";
import { CataloguePage } from "../../../../features/catalogue/CataloguePage";

// The client's external learning catalogue (spec 000 §2 Preferences additionalGuides: externalLearning).
export const Route = createFileRoute("/{-$locale}/_app/settings/externalLearning")({
  staticData: { title: "catalogue.resource.manageClientExternalLearning", access: { section: "preferences" } },
  component: function ExternalLearningRoute() {
    return <CataloguePage resource="manageClientExternalLearning" />;
  },
});
