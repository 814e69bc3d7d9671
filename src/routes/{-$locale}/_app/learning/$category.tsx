import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { learningAccess } from "../../../../features/learning/access";
import { CategoryPage } from "../../../../features/learning/CategoryPage";
import { categoryIdOf } from "../../../../features/learning/paths";
import { userTracksQuery } from "../../../../features/learning/queries";

// /learning/{category}: the person's onboarding tracks of one category (`/learning/track/...` is the track's route).
export const Route = createFileRoute("/{-$locale}/_app/learning/$category")({
  staticData: { title: "learning.category.title", access: learningAccess },
  loader: ({ context, params }) => {
    const id = categoryIdOf(params.category);
    return id === null ? undefined : ensureInfinite(context.queryClient, userTracksQuery(1, id));
  },
  component: function Category() {
    const { category } = Route.useParams();
    return <CategoryPage categoryId={categoryIdOf(category)} />;
  },
});
