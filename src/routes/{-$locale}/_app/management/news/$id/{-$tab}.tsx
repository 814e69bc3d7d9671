import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { newsAdminAccess } from "../../../../../../features/news/access";
import { itemTabOf, NewsItemPage } from "../../../../../../features/news/admin/NewsItemPage";
import { newsItemQuery } from "../../../../../../features/news/queries";

// management/news/{id}: tabs settings | access (spec 000 §2).
export const Route = createFileRoute("/{-$locale}/_app/management/news/$id/{-$tab}")({
  staticData: { title: "news.admin.title", access: newsAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, newsItemQuery(id));
  },
  component: Page,
});

function Page() {
  const { id, tab } = Route.useParams();
  return <NewsItemPage id={idOf(id)} tab={itemTabOf(tab)} />;
}
