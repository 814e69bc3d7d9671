import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../app/loaders";
import { idOf } from "../../../../app/routeParams";
import { newsAccess } from "../../../../features/news/access";
import { newsArticleQuery } from "../../../../features/news/queries";
import { NewsArticlePage } from "../../../../features/news/reader/NewsArticlePage";

// One news item as the reader sees it.
export const Route = createFileRoute("/{-$locale}/_app/news/$id")({
  staticData: { title: "news.title", access: newsAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, newsArticleQuery(id));
  },
  component: Article,
});

function Article() {
  const { id } = Route.useParams();
  return <NewsArticlePage id={idOf(id)} />;
}
