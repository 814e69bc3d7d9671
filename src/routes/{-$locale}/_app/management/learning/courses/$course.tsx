import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { coursesAdminAccess } from "../../../../../../features/courses/access";
import { CourseEditorPage } from "../../../../../../features/courses/admin/CourseEditorPage";
import { courseEditorQuery } from "../../../../../../features/courses/queries";

export const Route = createFileRoute("/{-$locale}/_app/management/learning/courses/$course")({
  staticData: { title: "courses.editor.title", access: coursesAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.course);
    return id === null ? undefined : ensureQuery(context.queryClient, courseEditorQuery(id));
  },
  component: function Editor() {
    const { course } = Route.useParams();
    return <CourseEditorPage key={course} courseId={idOf(course)} />;
  },
});
