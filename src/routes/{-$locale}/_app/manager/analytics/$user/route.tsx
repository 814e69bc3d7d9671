import { createFileRoute, useLocation } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { type ReportTab, ReportTabs } from "../../../../../../features/users/manager/paths";
import { ReportPage } from "../../../../../../features/users/manager/ReportPage";
import { reportQuery } from "../../../../../../features/users/queries";

// A report's progress (spec 000 §2: /manager/analytics/{user}: workflows, activities, tests, timeToComplete): one
// page whose tabs are the addresses below it, kept mounted across the move so the keyboard stays on the tab.
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user")({
  staticData: { access: managerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.user);
    return id === null ? undefined : ensureQuery(context.queryClient, reportQuery(id));
  },
  component: function ReportLayout() {
    const { user } = Route.useParams();
    const last = useLocation({ select: (l) => l.pathname.replace(/\/$/, "").split("/").pop() ?? "" });
    const tab: ReportTab = (ReportTabs as readonly string[]).includes(last) ? (last as ReportTab) : "workflows";
    return <ReportPage key={user} id={idOf(user) ?? 0} tab={tab} />;
  },
});
