import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { coursesLearnerAccess } from "../../../../features/courses/access";
import { MyCoursesPage } from "../../../../features/courses/learner/MyCoursesPage";
import { myCoursesQuery } from "../../../../features/courses/queries";

// /profile/myCourses (spec 000 §2 Profile): the person's courses with their state and progress, the same list as
// /education/courses (its tabs), reached from the profile.
export const Route = createFileRoute("/{-$locale}/_app/profile/myCourses")({
  staticData: { title: "courses.mine.title", access: coursesLearnerAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, myCoursesQuery("all")),
  component: MyCoursesPage,
});
