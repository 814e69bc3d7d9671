import { systemActor } from "../../../../machines/actor.js";
import type { Sql } from "../../db/types.js";
import { defineReaction } from "../../events/reactions.js";
import type { StoredEvent } from "../../events/types.js";
import { progressCommand } from "./commands.js";
import type { TaskRow } from "./task.js";

/** workflows ElementTypeIds.learning: a task that may link a course (`content.course_id`). */
const LEARNING_TYPE = 5;
/** The states the machine takes `track.complete` from as the system (a planned task is not open yet). */
const OPEN = ["available", "in_progress", "overdue"];

const ROW = `ut.id::int as id, ut.user_id, ut.element_id, ut.track_id, ut.state, ut.started, ut.progress_version`;

/** Completes each task as the `system` actor through the trackProgress machine, locked and at the version read. */
const completeAll = async (tx: Sql, clientId: number, rows: TaskRow[]) => {
  for (const row of rows) await progressCommand(tx, null, clientId, row, [{ type: "track.complete", actor: systemActor }]);
};

/**
 * A passed course completes the person's open learning tasks that link it (`courseAppointment.passed` carries
 * `{ course_id, user_id }`). A completed task stays as it is; a planned one is completed when it opens (below).
 */
const onCoursePassed = async (tx: Sql, e: StoredEvent) => {
  const { course_id, user_id } = e.data as { course_id: number; user_id: number };
  const rows = await tx.query<TaskRow>(
    `select ${ROW} from user_tasks ut
       join workflow_elements we on we.id = ut.element_id and we.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and ut.state = any($3::text[]) and we.type_id = $4
        and we.content->>'course_id' = $5::text
      order by ut.id for update of ut`,
    [e.clientId, user_id, OPEN, LEARNING_TYPE, String(course_id)]);
  await completeAll(tx, e.clientId, rows);
};

/**
 * Tasks of one client that opened (one, from the reaction below; or the dates job's chunk, appended with appendBatch,
 * which runs no reaction): one read of those that link a course their person passed, each completed.
 */
export const completeOpenedWithCourse = async (tx: Sql, clientId: number, tasks: readonly { user_id: number; element_id: number }[]) => {
  if (tasks.length === 0) return;
  const rows = await tx.query<TaskRow>(
    `select ${ROW} from user_tasks ut
       join unnest($2::int[], $3::int[]) with ordinality t(user_id, element_id, n) on t.user_id = ut.user_id and t.element_id = ut.element_id
       join workflow_elements we on we.id = ut.element_id and we.client_id = ut.client_id
      where ut.client_id = $1 and ut.state = any($4::text[]) and we.type_id = $5
        and exists (select 1 from course_appointments a where a.client_id = ut.client_id and a.user_id = ut.user_id
                       and a.state = 'passed' and a.course_id::text = we.content->>'course_id')
      order by t.n for update of ut`,
    [clientId, tasks.map((t) => t.user_id), tasks.map((t) => t.element_id), OPEN, LEARNING_TYPE]);
  await completeAll(tx, clientId, rows);
};

/**
 * A learning task that opens (`trackProgress.available`) after its person already passed the linked course is
 * completed at once: passing came first, nothing is left to do.
 */
const onTaskAvailable = (tx: Sql, e: StoredEvent) =>
  completeOpenedWithCourse(tx, e.clientId, [e.data as { user_id: number; element_id: number }]);

/** The reaction that completes learning tasks with the course they link. It runs at append time only. */
export const courseTaskCompletion = defineReaction({
  name: "learning.courseTasks",
  handles: { "courseAppointment.passed": onCoursePassed, "trackProgress.available": onTaskAvailable },
});
