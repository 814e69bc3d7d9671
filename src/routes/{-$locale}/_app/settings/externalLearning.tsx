import { createFileRoute } from "@tanstack/react-router";
import { CataloguePage } from "../../../../features/catalogue/CataloguePage";
import { ensureInfinite } from "../../../../app/loaders";
import { lazyItemsQuery } from "../../../../features/catalogue/queries";

// The client's external learning catalogue (spec 000 §2 Preferences additionalGuides: externalLearning).
export const Route = createFileRoute("/{-$locale}/_app/settings/externalLearning")({
  staticData: { title: "catalogue.resource.manageClientExternalLearning", access: { section: "preferences" } },
  loader: ({ context }) => ensureInfinite(context.queryClient, lazyItemsQuery("manageClientExternalLearning")),
  component: function ExternalLearningRoute() {
    return <CataloguePage resource="manageClientExternalLearning" />;
  },
});
