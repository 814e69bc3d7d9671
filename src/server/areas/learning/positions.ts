import type { FormPosition, FormPositionRecord } from "../../../../services/contract/learning.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { conflictBy, DomainError, invalidField } from "../../events/errors.js";
import { appendIn } from "../../events/store.js";
import { POSITION_SAVED, STREAMS, taskStreamId } from "./facts.js";
import { actorOf, formOf, loadTask, lockTask, type TaskRow } from "./task.js";

interface PositionRow { id: number; data: FormPosition | string; version: number; updated_at: Date | string }

const positionOf = async (sql: Sql, clientId: number, row: Pick<TaskRow, "user_id" | "element_id">, fillerId: number) =>
  (await sql.query<PositionRow>(
    "select id, data, version, updated_at from task_form_positions where client_id = $1 and user_id = $2 and element_id = $3 and filler_id = $4",
    [clientId, row.user_id, row.element_id, fillerId]))[0];

const toRecord = (r: PositionRow): FormPositionRecord => ({
  id: r.id, data: typeof r.data === "string" ? JSON.parse(r.data) : r.data, updated_at: new Date(r.updated_at).toISOString(),
});

/** The signed-in person's position in a task's form (null when none is saved): anyone who may open the task asks. */
export const formPosition = async (sql: Sql, user: SessionUser, taskId: number) => {
  const row = await loadTask(sql, user, taskId);
  const saved = await positionOf(sql, user.clientId, row, user.userId);
  return { position: saved ? toRecord(saved) : null };
};

/**
 * Saves where the doer is in a task's form (POST without a record, PUT naming it). Only the task's doer, only while it
 * is open (a completed form is not filled: 409 `learning.errors.taskCompleted`), and only positions of its form
 * (400 `data.element_id` / `data.section_id`). No expectedVersion: the last move wins, it overwrites nobody else's.
 */
export const saveFormPosition = async (tx: Sql, user: SessionUser, taskId: number, recordId: number | null, data: FormPosition) => {
  const row = await lockTask(tx, user, taskId);
  const form = formOf(row);
  if (!form) throw invalidField("user_workflow_task_id", "learning.errors.noForm");
  if (actorOf(row, user).relation !== "self") throw new DomainError("forbidden", "learning.errors.notYourTask", `task ${taskId}`);
  if (row.state === "completed") throw conflictBy("learning.errors.taskCompleted", `task ${taskId}`);
  const kinds = new Map(form.elements.map((e) => [e.id, e.element]));
  const kind = kinds.get(data.element_id);
  if (kind !== 1 && kind !== 9) throw invalidField("data.element_id", "learning.errors.noSuchElement");
  if (data.section_id !== null && kinds.get(data.section_id) !== 9) throw invalidField("data.section_id", "learning.errors.noSuchElement");
  const saved = await positionOf(tx, user.clientId, row, user.userId);
  if (recordId === null && saved) throw conflictBy("learning.errors.positionExists", `position ${saved.id}`);
  if (recordId !== null && saved?.id !== recordId) throw invalidField("id", "learning.errors.positionMismatch");
  const id = saved?.id ?? (await nextId(tx, "task_form_position_ids"));
  await appendIn(tx, user.clientId, { type: STREAMS.position, id: `${taskStreamId(row.user_id, row.element_id)}-${user.userId}` }, saved?.version ?? 0, [{
    type: POSITION_SAVED, data: { id, user_id: row.user_id, element_id: row.element_id, filler_id: user.userId, data },
  }], { actor: user.userId, roleId: user.roleId });
  return toRecord((await positionOf(tx, user.clientId, row, user.userId))!);
};

/** The task a position record belongs to, for a PUT that names the record (0 when it is not there: a 404 follows). */
export const taskOfPosition = async (sql: Sql, user: SessionUser, recordId: number) =>
  (await sql.query<{ task_id: number }>(
    `select ut.id::int as task_id from task_form_positions p
       join user_tasks ut on ut.client_id = p.client_id and ut.user_id = p.user_id and ut.element_id = p.element_id
      where p.id = $1 and p.client_id = $2 and p.filler_id = $3`, [recordId, user.clientId, user.userId]))[0]?.task_id ?? 0;
