import { fullNameSql } from "../../../../services/contract/personName.js";
import type { ActivityStats, TestResultRow } from "../../../../services/contract/workflowAnalytics.js";
import { ElementTypeIds } from "../../../../services/contract/workflows.js";
import type { Sql } from "../../db/types.js";
import { can } from "./rights.js";
import type { Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

/**
 * The track's analytics (contract: workflowAnalytics.ts): set-based reads of the assignment's rows and the learning
 * side's saved answers, scoped by the session's client and the track the user may read.
 */

/** Every task of the track with its people's copies counted by state: one grouped statement. */
export const trackActivities = async (sql: Sql, who: Who, workflowId: number) => {
  await trackFor(sql, who, workflowId, can.view);
  const clientId = who.user.clientId;
  const items = await sql.query<ActivityStats>(
    `select e.id as element_id, e.title, e.type_id as workflow_element_type_id, e.assigned_role_id, e.position as group_position_index,
            count(k.id) filter (where k.state = 'planned')::int as planned, count(k.id) filter (where k.state = 'available')::int as available,
            count(k.id) filter (where k.state = 'in_progress')::int as in_progress, count(k.id) filter (where k.state = 'overdue')::int as overdue,
            count(k.id) filter (where k.state = 'completed')::int as completed, count(k.id)::int as total, min(k.id)::int as user_task_id
       from workflow_elements e
       left join user_tasks k on k.client_id = e.client_id and k.element_id = e.id and k.track_id = e.workflow_id
      where e.client_id = $1 and e.workflow_id = $2
      group by e.id order by e.position, e.id`, [clientId, workflowId]);
  const [{ n }] = await sql.query<{ n: number }>(
    "select count(*)::int as n from user_tracks where client_id = $1 and workflow_id = $2 and state = 'active'", [clientId, workflowId]);
  return { items, people: n };
};

/**
 * Completed tests of the track ($1 the client, $2 the track, $3 the test type): the saved answers' id, the person,
 * the task, the score the learning side stored and the completion; `more` adds columns, `where` narrows.
 */
export const testResultsSql = (language: string, more: string, where: string) =>
  `select a.id, a.user_id, ${fullNameSql("u", language)} as full_name, a.element_id, e.title${more},
          coalesce((a.score->>'correct')::int, 0) as correct, coalesce((a.score->>'total')::int, 0) as total,
          coalesce((a.score->>'percent')::float8, 0) as percent, k.completed_at
     from task_answers a
     join workflow_elements e on e.id = a.element_id and e.client_id = a.client_id and e.workflow_id = $2 and e.type_id = $3
     join users u on u.id = a.user_id and u.client_id = a.client_id
     left join user_tasks k on k.client_id = a.client_id and k.user_id = a.user_id and k.element_id = a.element_id
    where a.client_id = $1 and a.score is not null ${where}`;

/** People's completed tests of the track (keyset by the saved answers' id), with their score. */
export const trackTestResults = async (sql: Sql, who: Who, workflowId: number, q: { element_id?: number | undefined; limit?: number | undefined; last_id?: number | undefined }) => {
  await trackFor(sql, who, workflowId, can.view);
  const limit = q.limit ?? 50;
  const rows = await sql.query<TestResultRow & { completed_at: Date | string | null }>(
    testResultsSql(who.user.language, "", "and a.id > $4 and ($5::int is null or a.element_id = $5) order by a.id limit $6"),
    [who.user.clientId, workflowId, ElementTypeIds.test, q.last_id ?? 0, q.element_id ?? null, limit]);
  const items = rows.map((r) => ({ ...r, full_name: r.full_name ?? "", completed_at: r.completed_at === null ? null : new Date(r.completed_at).toISOString() }));
  return { items, last_id: rows.length === limit ? rows[rows.length - 1].id : null };
};
