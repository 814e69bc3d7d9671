import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { newsAdminAccess } from "../../../../../../features/news/access";
import { adminTabOf, NewsAdminPage } from "../../../../../../features/news/admin/NewsAdminPage";

// management/news's tabs (list, categories, tags) share this pathless layout so that switching tabs, which changes
// the route, keeps one tab list mounted: arrow keys then move focus and selection together. Static tab paths also
// rank above management/news/$id.
export const Route = createFileRoute("/{-$locale}/_app/management/news/_tabs")({
  staticData: { access: newsAdminAccess },
  component: Layout,
});

function Layout() {
  const last = useRouterState({ select: (r) => r.location.pathname.split("/").pop() });
  return <NewsAdminPage tab={adminTabOf(last)} />;
}
