// The courses area has nothing other areas use yet; the manifest is all of its public face.
import { CoursesGroup } from "../../../../services/contract/courses.js";
import { defineArea } from "../manifest.js";
import { CourseStreams } from "./facts.js";
import { CoursesLive } from "./handlers.js";
import { coursesProjection } from "./projection.js";
import { scormCourseProgress } from "./scormProgress.js";
import { seedCourses } from "./seed.js";

/** Courses: catalogues, categories, tags, courses with modules and materials, appointments; the employee's courses. */
export const manifest = defineArea({
  name: "courses",
  groups: [CoursesGroup],
  handlers: CoursesLive,
  streams: Object.values(CourseStreams),
  projections: [coursesProjection],
  reactions: [scormCourseProgress],
  seed: { demo: seedCourses },
});
