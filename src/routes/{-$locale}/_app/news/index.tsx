import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { newsAccess } from "../../../../features/news/access";
import { newsListQuery } from "../../../../features/news/queries";
import { NewsListPage } from "../../../../features/news/reader/NewsListPage";

export const Route = createFileRoute("/{-$locale}/_app/news/")({
  staticData: {
    title: "news.title",
    access: newsAccess,
    menu: { group: "main", label: "news.nav", description: "news.navDescription", icon: "book", order: 20 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, newsListQuery()),
  component: NewsListPage,
});
