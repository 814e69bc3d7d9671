import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { coursesLearnerAccess } from "../../../../../features/courses/access";
import { MyCoursesPage } from "../../../../../features/courses/learner/MyCoursesPage";
import { myCoursesQuery } from "../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/education/courses/")({
  staticData: {
    title: "courses.mine.title",
    access: coursesLearnerAccess,
    menu: { group: "learning", label: "courses.mine.nav", description: "courses.mine.navDescription", icon: "book", order: 10 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, myCoursesQuery("all")),
  component: MyCoursesPage,
});
