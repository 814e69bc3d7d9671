// What other areas use of learning; the manifest last, so that these load before its handlers.
export { personNames } from "./formData.js";
export { recountTrack } from "./projection.js";
export { FORM_TYPES, formOf, TEST_TYPE } from "./task.js";
export { answerUploadLimits, type AnswerUploadLimits } from "./uploads.js";

import { Layer } from "effect";
import { LearningGroup } from "../../../../services/contract/learning.js";
import { LearningProfileGroup } from "../../../../services/contract/learningProfile.js";
import { defineArea } from "../manifest.js";
import { courseTaskCompletion } from "./courseTasks.js";
import { LearningLive } from "./handlers.js";
import { taskDatesJob } from "./job.js";
import { LearningProfileLive } from "./profileHandlers.js";
import { learningProjection } from "./projection.js";
import { seedLearning } from "./seed.js";
import { taskNotices } from "./taskNotices.js";

/** Learning: the employee's tracks and tasks (progress, saved form data), everyone's own tasks, their history and times. */
export const manifest = defineArea({
  name: "learning",
  groups: [LearningGroup, LearningProfileGroup],
  handlers: Layer.mergeAll(LearningLive, LearningProfileLive),
  streams: ["trackProgress", "taskAnswers", "taskFormPosition"],
  // What the person filled in a task's form.
  sensitive: { taskAnswers: ["data"] },
  projections: [learningProjection],
  reactions: [courseTaskCompletion, taskNotices],
  jobs: [taskDatesJob],
  seed: { demo: seedLearning },
});
