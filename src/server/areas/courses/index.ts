// The courses area's public face: its manifest, and the appointed courses the dashboard's widgets list.
import { CoursesGroup } from "../../../../services/contract/courses.js";
import { defineArea } from "../manifest.js";
import { CourseStreams } from "./facts.js";
import { CoursesLive } from "./handlers.js";
import { courseNoticesProjection } from "./notices.js";
import { courseNoticesJob } from "./noticesJob.js";
import { coursesProjection } from "./projection.js";
import { scormCourseProgress } from "./scormProgress.js";
import { seedCourses } from "./seed.js";

export { type AppointedCourse, appointedCourses } from "./queries.js";

/** Courses: catalogues, categories, tags, courses with modules and materials, appointments; the employee's courses. */
export const manifest = defineArea({
  name: "courses",
  groups: [CoursesGroup],
  handlers: CoursesLive,
  streams: Object.values(CourseStreams),
  // A learner's answers to a test or feedback form.
  sensitive: { [CourseStreams.form]: ["answers"] },
  projections: [coursesProjection, courseNoticesProjection],
  reactions: [scormCourseProgress],
  jobs: [courseNoticesJob],
  seed: { demo: seedCourses },
});
