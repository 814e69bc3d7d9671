import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { learningAccess } from "../../../../../features/learning/access";
import { CategoryPage } from "../../../../../features/learning/CategoryPage";
import { categoryIdOf } from "../../../../../features/learning/paths";
import { userTracksQuery } from "../../../../../features/learning/queries";

// /growth/growthTrack/{category}: the person's growth tracks of one category (`track/...` is the track's route).
export const Route = createFileRoute("/{-$locale}/_app/growth/growthTrack/$category")({
  staticData: { title: "learning.category.title", access: learningAccess },
  loader: ({ context, params }) => {
    const id = categoryIdOf(params.category);
    return id === null ? undefined : ensureInfinite(context.queryClient, userTracksQuery(2, id));
  },
  component: function GrowthCategory() {
    const { category } = Route.useParams();
    return <CategoryPage categoryId={categoryIdOf(category)} kind="growth" />;
  },
});
