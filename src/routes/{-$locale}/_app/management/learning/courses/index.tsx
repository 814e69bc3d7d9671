import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { coursesAdminAccess } from "../../../../../../features/courses/access";
import { CoursesAdminPage } from "../../../../../../features/courses/admin/CoursesAdminPage";
import { adminCoursesQuery } from "../../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/management/learning/courses/")({
  staticData: {
    title: "courses.admin.title",
    access: coursesAdminAccess,
    menu: { group: "management", label: "courses.admin.nav", description: "courses.admin.navDescription", icon: "book", order: 35 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, adminCoursesQuery()),
  component: CoursesAdminPage,
});
