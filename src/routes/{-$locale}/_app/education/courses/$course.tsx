import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { coursesLearnerAccess } from "../../../../../features/courses/access";
import { CoursePage } from "../../../../../features/courses/learner/CoursePage";
import { learnerCourseQuery } from "../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/education/courses/$course")({
  staticData: { title: "courses.course.title", access: coursesLearnerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.course);
    return id === null ? undefined : ensureQuery(context.queryClient, learnerCourseQuery(id));
  },
  component: function Course() {
    const { course } = Route.useParams();
    return <CoursePage key={course} courseId={idOf(course)} />;
  },
});
