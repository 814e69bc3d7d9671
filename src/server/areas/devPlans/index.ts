// What other areas use of development plans; the manifest last, so that these load before its handlers.
export { HR_ROLE } from "./model.js";
export { APPROVER_TASKS_IN_STATES_SQL, APPROVER_TASKS_SQL } from "./taskQueries.js";

import { DevPlansGroup } from "../../../../services/contract/devPlans.js";
import { devPlansJob } from "../../jobs/devPlans.js";
import { seedDevPlans } from "../../seed/devPlans.js";
import { defineArea } from "../manifest.js";
import { DevPlansLive } from "./handlers.js";
import { devPlansProjection, devPlanTasksProjection } from "./projection.js";
import { devPlanTaskReplayCommands } from "./replayCommands.js";

/** Development plans: plans, employee plans (tasks) and their goals, with the timers' job. */
export const manifest = defineArea({
  name: "devPlans",
  groups: [DevPlansGroup],
  handlers: DevPlansLive,
  streams: ["devPlan", "devPlanTask", "devPlanSurvey"],
  // A person's answers to a plan's survey.
  sensitive: { devPlanSurvey: ["answers"] },
  projections: [devPlansProjection, devPlanTasksProjection],
  jobs: [devPlansJob],
  seed: { demo: (tx, s) => seedDevPlans(tx, s.clientId, s.ids, s.passwordHash, s.at) },
  replay: { devPlanTask: devPlanTaskReplayCommands },
});
