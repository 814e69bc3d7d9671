// What other areas use of learning; the manifest last, so that these load before its handlers.
export { recountTrack } from "./projection.js";
export { answerUploadLimits, type AnswerUploadLimits } from "./uploads.js";

import { LearningGroup } from "../../../../services/contract/learning.js";
import { defineArea } from "../manifest.js";
import { courseTaskCompletion } from "./courseTasks.js";
import { LearningLive } from "./handlers.js";
import { taskDatesJob } from "./job.js";
import { learningProjection } from "./projection.js";
import { seedLearning } from "./seed.js";

/** Learning: the employee's tracks and tasks (progress, saved form data) and everyone's own tasks. */
export const manifest = defineArea({
  name: "learning",
  groups: [LearningGroup],
  handlers: LearningLive,
  streams: ["trackProgress", "taskAnswers", "taskFormPosition"],
  projections: [learningProjection],
  reactions: [courseTaskCompletion],
  jobs: [taskDatesJob],
  seed: { demo: seedLearning },
});
