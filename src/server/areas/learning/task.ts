import type { SessionUser } from "../../../../services/contract/security.js";
import type { FormDefinition } from "../../../../services/formBuilder/index.js";
import { trackProgressMachine } from "../../../../machines/trackProgress.js";
import type { Sql } from "../../db/types.js";
import { notFoundError } from "../../events/errors.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { VALUE_OF_STATE } from "./facts.js";

/** A person's task as the learning calls read it: the user_tasks row, its task (element) and track. */
export interface TaskRow {
  id: number;
  user_id: number;
  element_id: number;
  track_id: number;
  doer_role_id: number;
  doer_user_id: number | null;
  state: string;
  started: boolean;
  progress_version: number;
  start_date: string | null;
  end_date: string | null;
  completed_at: string | null;
  type_id: number;
  title: string;
  content: Record<string, any>;
  workflow_name: string;
  workflow_type_id: number;
}

/** Form, test and feedback tasks carry a form (workflows ElementTypeIds 4, 6, 7). */
export const FORM_TYPES = [4, 6, 7] as const;
export const TEST_TYPE = 6;

const TASK_SQL = `
  select ut.id::int as id, ut.user_id, ut.element_id, ut.track_id, ut.doer_role_id, ut.doer_user_id, ut.state, ut.started,
         ut.progress_version, ut.start_date::text as start_date, ut.end_date::text as end_date, ut.completed_at,
         we.type_id, we.title, we.content, w.display_name as workflow_name, w.workflow_type_id
    from user_tasks ut
    join workflow_elements we on we.id = ut.element_id and we.client_id = ut.client_id
    join workflows w on w.id = ut.track_id and w.client_id = ut.client_id
   where ut.id = $1 and ut.client_id = $2`;

/** Whether the signed-in person does this task: named as its doer, or holding its role when no one is named. */
export const isDoer = (row: Pick<TaskRow, "doer_user_id" | "doer_role_id">, user: SessionUser) =>
  row.doer_user_id === user.userId || (row.doer_user_id === null && row.doer_role_id === user.roleId);

/**
 * The task with this id, of the session's client, that the signed-in person may see: their own track's or one
 * they do. Another client's or another person's task is a 404 (nothing tells it exists).
 */
export const loadTask = async (sql: Sql, user: SessionUser, id: number): Promise<TaskRow> => {
  const [row] = await sql.query<TaskRow>(TASK_SQL, [id, user.clientId]);
  if (!row || (row.user_id !== user.userId && !isDoer(row, user))) throw notFoundError(`user task ${id}`, "learning.errors.notFound");
  return row;
};

/** The same, locked for a command (one writer per task at a time). */
export const lockTask = async (tx: Sql, user: SessionUser, id: number): Promise<TaskRow> => {
  const [row] = await tx.query<TaskRow>(`${TASK_SQL} for update of ut`, [id, user.clientId]);
  if (!row || (row.user_id !== user.userId && !isDoer(row, user))) throw notFoundError(`user task ${id}`, "learning.errors.notFound");
  return row;
};

/** The machine's snapshot of the task's progress. */
export const progressSnapshot = (row: Pick<TaskRow, "state" | "started">) =>
  restoreSnapshot(trackProgressMachine, VALUE_OF_STATE[row.state] ?? "planned", { started: row.started });

/** The machine's actor for the signed-in person: the task's doer acts as `self`, anyone else as `other`. */
export const actorOf = (row: TaskRow, user: SessionUser) => ({ id: user.userId, relation: isDoer(row, user) ? ("self" as const) : ("other" as const) });

/** The form of a form, test or feedback task (stored after the form builder's checks), or null. */
export const formOf = (row: Pick<TaskRow, "type_id" | "content">): FormDefinition | null =>
  (FORM_TYPES as readonly number[]).includes(row.type_id) && row.content?.form ? (row.content.form as FormDefinition) : null;
