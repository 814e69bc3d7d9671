// An action is overdue when its planned end date has passed while it is still to do (created or in progress) in a
// plan that is still open: the same rule as the server's own-work summary (dashboard/myWork.ts).
const OPEN_ACTION_STATES = new Set([1, 2]);
const CLOSED_TASK_STATES = new Set([8, 9]);

/** Today as YYYY-MM-DD in the browser's time zone. */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** Whether an action of a task in `taskStateId` is overdue on `today` (YYYY-MM-DD). */
export const isActionOverdue = (
  action: { readonly state_id: number; readonly planned_end_date: string | null },
  taskStateId: number,
  today = todayIso(),
) =>
  action.planned_end_date !== null &&
  OPEN_ACTION_STATES.has(action.state_id) &&
  !CLOSED_TASK_STATES.has(taskStateId) &&
  action.planned_end_date.slice(0, 10) < today;
