import { createFileRoute, useLocation } from "@tanstack/react-router";
import { learningAccess } from "../../../../../../features/learning/access";
import { MyTasksPage } from "../../../../../../features/learning/MyTasksPage";

// My tasks and today's activities (spec 000 §2): one page whose tabs are the two addresses below it, kept mounted
// across the move so the keyboard stays on the tab (docs/accessibility.md, tabs).
export const Route = createFileRoute("/{-$locale}/_app/manager/my-tasks/_list")({
  staticData: { access: learningAccess },
  component: function MyTasksLayout() {
    const today = useLocation({ select: (l) => /\/today-activities\/?$/.test(l.pathname) });
    return <MyTasksPage today={today} />;
  },
});
