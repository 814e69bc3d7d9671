import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite, loadAll } from "../../../../../app/loaders";
import { coursesLearnerAccess } from "../../../../../features/courses/access";
import { CatalogPage } from "../../../../../features/courses/learner/CatalogPage";
import { catalogCoursesQuery, learnerCatalogsQuery } from "../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/catalogs/courses/")({
  staticData: {
    title: "courses.catalog.title",
    access: coursesLearnerAccess,
    menu: { group: "learning", label: "courses.catalog.nav", description: "courses.catalog.navDescription", icon: "book", order: 20 },
  },
  loader: ({ context }) =>
    loadAll(ensureInfinite(context.queryClient, catalogCoursesQuery()), ensureInfinite(context.queryClient, learnerCatalogsQuery())),
  component: function Catalog() {
    return <CatalogPage catalogId={null} />;
  },
});
