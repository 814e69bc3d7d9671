import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { newsAdminAccess } from "../../../../../../features/news/access";
import { adminListQuery } from "../../../../../../features/news/queries";

// The tab's content is drawn by the tabs' layout (_tabs/route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/management/news/_tabs/list")({
  staticData: {
    title: "news.admin.title",
    access: newsAdminAccess,
    menu: { group: "management", label: "news.admin.nav", description: "news.admin.navDescription", icon: "briefcase", order: 50 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, adminListQuery()),
  component: () => null,
});
