import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { newsAdminAccess } from "../../../../../../features/news/access";
import { namesQuery } from "../../../../../../features/news/queries";

// The tab's content is drawn by the tabs' layout (_tabs/route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/management/news/_tabs/tags")({
  staticData: { title: "news.admin.title", access: newsAdminAccess },
  loader: ({ context }) => ensureQuery(context.queryClient, namesQuery("tag")),
  component: () => null,
});
