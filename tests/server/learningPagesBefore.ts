// The learning lists as the server built them before the database wrote their JSON (learning/queries.ts at 0478876):
// rows from the driver, named and paged in JavaScript. Kept to hold the JSON bodies equal to them
// (learningJsonPages.test.ts), the categories' names included.
import { TaskStates } from "../../services/contract/learning.js";
import { fullNameSql } from "../../services/contract/personName.js";
import type { SessionUser } from "../../services/contract/security.js";
import { keysetPage, keysetTail } from "../../src/server/db/keyset.js";
import type { Sql } from "../../src/server/db/types.js";
import { isDoer } from "../../src/server/areas/learning/task.js";
import { langOf } from "../../src/server/areas/lists/index.js";
import { categoryNames } from "../../src/server/areas/workflows/categories.js";

const TRACK_COLS = `ut.id, ut.workflow_id, w.display_name, w.description, w.workflow_type_id, w.category_id, ut.state, ut.waiting_reason,
  ut.start_date::text as start_date, ut.end_date::text as end_date, ut.planned_count, ut.available_count, ut.in_progress_count,
  ut.overdue_count, ut.completed_count, ut.total_count`;

export const toTrack = (r: any, cats: Map<number, { name: string; color: string | null }>) => ({
  id: r.id, workflow_id: r.workflow_id, display_name: r.display_name, description: r.description, workflow_type_id: r.workflow_type_id,
  category_id: r.category_id, category_name: cats.get(r.category_id)?.name ?? null, category_color: cats.get(r.category_id)?.color ?? null,
  state: r.state, waiting_reason: r.waiting_reason, start_date: r.start_date, end_date: r.end_date,
  counts: { planned: r.planned_count, available: r.available_count, in_progress: r.in_progress_count, overdue: r.overdue_count, completed: r.completed_count, total: r.total_count },
});

/** The track list as before; `null` where it answered 404 (an unknown or inactive category). */
export const userTracksBefore = async (sql: Sql, user: SessionUser, q: { limit?: number; last_id?: number | null; workflow_types?: readonly number[]; category_id?: number }) => {
  const limit = q.limit ?? 30;
  const types = q.workflow_types?.length ? q.workflow_types : [1, 2];
  const cats = await categoryNames(sql, user.clientId, user.language);
  const category = q.category_id === undefined ? undefined : cats.get(q.category_id);
  if (q.category_id !== undefined && !category) return null;
  const params: unknown[] = [user.clientId, user.userId, types, limit];
  const arg = (v: unknown) => `$${params.push(v)}`;
  const byCategory = category ? `and w.category_id = ${arg(category.id)}` : "";
  const after = q.last_id ? arg(q.last_id) : null;
  const rows = await sql.query<any>(
    `select ${TRACK_COLS} from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and ut.state <> 'removed' and w.workflow_type_id = any($3::int[]) ${byCategory}
      ${keysetTail({ keys: ["ut.id"] }, after, "$4")}`, params);
  const page = keysetPage(rows.map((r) => toTrack(r, cats)), limit);
  return category ? { ...page, category: { id: category.id, name: category.name, color: category.color } } : page;
};

/** My tasks as before. */
export const myTasksBefore = async (sql: Sql, user: SessionUser, q: { limit?: number; last_id?: number | null; today?: boolean }) => {
  const limit = q.limit ?? 30;
  const lang = langOf(user);
  const states = q.today ? ["available", "in_progress", "overdue"] : ["planned", "available", "in_progress", "overdue", "completed"];
  const rows = await sql.query<any>(
    `select t.id::int as id, t.element_id, we.title, we.type_id, t.state, t.start_date::text as start_date, t.end_date::text as end_date,
            t.doer_role_id, t.doer_user_id, t.user_id, t.track_id, w.display_name as workflow_name, ${fullNameSql("p", lang)} as person_name
       from user_tasks t join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
       join workflows w on w.id = t.track_id and w.client_id = t.client_id join users p on p.id = t.user_id
      where t.client_id = $1 and t.doer_user_id = $2 and t.user_id <> $2 and t.state = any($3::text[])
        ${q.today ? "and (t.start_date is null or t.start_date <= current_date)" : ""}
        ${keysetTail({ keys: ["t.id"] }, q.last_id ? "$5" : null, "$4")}`,
    [user.clientId, user.userId, states, limit, ...(q.last_id ? [q.last_id] : [])]);
  const page = keysetPage(rows.map((r) => ({
    id: r.id, element_id: r.element_id, title: r.title, type_id: r.type_id, state: r.state, state_id: TaskStates[r.state as keyof typeof TaskStates] ?? 1,
    start_date: r.start_date, end_date: r.end_date, doer_role_id: r.doer_role_id, mine: isDoer(r, user),
    workflow_id: r.track_id, workflow_name: r.workflow_name, person: { id: r.user_id, name: r.person_name },
  })), limit);
  return { items: [...page.items], last_id: page.last_id };
};
