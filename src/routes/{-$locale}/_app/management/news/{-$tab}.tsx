import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite, ensureQuery } from "../../../../../app/loaders";
import { newsAdminAccess } from "../../../../../features/news/access";
import { adminTabOf, NewsAdminPage } from "../../../../../features/news/admin/NewsAdminPage";
import { adminListQuery, namesQuery } from "../../../../../features/news/queries";

// management/news with the tabs list | categories | tags (spec 000 §2); one route, so the page stays mounted.
export const Route = createFileRoute("/{-$locale}/_app/management/news/{-$tab}")({
  staticData: {
    title: "news.admin.title",
    access: newsAdminAccess,
    menu: { group: "management", label: "news.admin.nav", description: "news.admin.navDescription", icon: "briefcase", order: 50 },
  },
  loader: ({ context, params }) => {
    const tab = adminTabOf(params.tab);
    if (tab === "list") return ensureInfinite(context.queryClient, adminListQuery());
    return ensureQuery(context.queryClient, namesQuery(tab === "categories" ? "category" : "tag"));
  },
  component: Page,
});

function Page() {
  const { tab } = Route.useParams();
  return <NewsAdminPage tab={adminTabOf(tab)} />;
}
