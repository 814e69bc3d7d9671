import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite, ensureQuery, loadAll } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { coursesLearnerAccess } from "../../../../../features/courses/access";
import { CatalogPage } from "../../../../../features/courses/learner/CatalogPage";
import { catalogCoursesQuery, learnerCatalogQuery } from "../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/catalogs/courses/$catalog")({
  staticData: { title: "courses.catalog.oneTitle", access: coursesLearnerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.catalog);
    return id === null ? undefined : loadAll(ensureQuery(context.queryClient, learnerCatalogQuery(id)), ensureInfinite(context.queryClient, catalogCoursesQuery(id)));
  },
  component: function Catalog() {
    const { catalog } = Route.useParams();
    return <CatalogPage key={catalog} catalogId={idOf(catalog) ?? 0} />;
  },
});
