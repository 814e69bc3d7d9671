// myTimeToComplete and the users page's "time to complete" tab: per track of a person, the tasks they did themselves
// and completed, how long each took against its recommended time. One statement a page of tracks (each with its
// tasks as JSON). "Took" runs from the start of the day the task opened to the person (its start date; its creation
// when it has none) to its completion: the spec measures track durations in days and a task may be done without
// being started first, so the opening day, not a start click, is the one moment every completed task has.
import type { TrackTime } from "../../../../services/contract/learningProfile.js";
import { TIME_PAGE } from "../../../../services/contract/learningProfile.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { ViewScope } from "../../../../services/contract/userProgress.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { notFoundError, forbiddenBy } from "../../events/errors.js";
import { isReport, loadUserRow, viewable } from "../users/index.js";
import { Messages } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";

const OWN = "x.client_id = $1 and x.user_id = $2 and x.doer_user_id = $2 and x.track_id = ut.workflow_id";

/** A page of the person's tracks with their completed own tasks' times, newest track first. */
export const timeToComplete = async (sql: Sql, clientId: number, userId: number, q: { limit?: number | undefined; last_id?: number | null | undefined }) => {
  const limit = q.limit ?? TIME_PAGE;
  const rows = await sql.query<any>(
    `select ut.id, ut.workflow_id, w.display_name,
            (select count(*)::int from user_tasks x where ${OWN}) as own_total,
            coalesce((select json_agg(json_build_object('id', x.id, 'title', we.title, 'completed_at', x.completed_at,
                        'took_minutes', greatest(0, floor(extract(epoch from x.completed_at - coalesce(x.start_date::timestamp at time zone 'UTC', x.created_at)) / 60))::int,
                        'recommended_minutes', we.recommended_time) order by we.position, x.id)
                        from user_tasks x join workflow_elements we on we.id = x.element_id and we.client_id = x.client_id
                       where ${OWN} and x.state = 'completed' and x.completed_at is not null), '[]'::json) as tasks
       from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and exists (select 1 from user_tasks x where ${OWN})
        ${keysetTail({ keys: ["ut.id"], desc: true }, q.last_id ? "$3" : null, limit)}`,
    [clientId, userId, ...(q.last_id ? [q.last_id] : [])]);
  const items = rows.map((r): TrackTime => {
    const tasks = (r.tasks as any[]).map((t) => ({
      id: Number(t.id), title: t.title, completed_at: new Date(t.completed_at).toISOString(), took_minutes: t.took_minutes, recommended_minutes: t.recommended_minutes,
    }));
    return {
      id: r.id, workflow_id: r.workflow_id, display_name: r.display_name, own_total: r.own_total, completed: tasks.length,
      took_minutes: tasks.reduce((n, t) => n + t.took_minutes, 0),
      recommended_minutes: tasks.reduce((n, t) => n + (t.recommended_minutes ?? 0), 0),
      tasks,
    };
  });
  const page = keysetPage(items, limit);
  return { items: [...page.items], last_id: page.last_id };
};

/**
 * Whose times a request reads: the signed-in person's (the learning section), or another person's for someone who
 * may see them (users section within reach, or manager section for their reports; users/userOps `viewable`);
 * another client's or an unreachable user: 404; neither section: 403.
 */
export const timeSubject = async (sql: Sql, viewer: SessionUser, userId: number | undefined, scope?: ViewScope) => {
  if (scope === "reports") {
    if (!allows(viewer.permissions, "manager")) throw forbiddenBy(Messages.forbidden, "needs manager");
    const row = userId === undefined ? null : await loadUserRow(sql, viewer.clientId, userId);
    if (!row || !isReport(viewer, row)) throw notFoundError(`user ${userId}`);
    return row.id as number;
  }
  if (userId === undefined || userId === viewer.userId) {
    if (!allows(viewer.permissions, "learning")) throw forbiddenBy(Messages.forbidden, "needs learning");
    return viewer.userId;
  }
  if (!allows(viewer.permissions, "users") && !allows(viewer.permissions, "manager")) throw forbiddenBy(Messages.forbidden, "needs users or manager");
  const row = await loadUserRow(sql, viewer.clientId, userId);
  if (!row || !(await viewable(sql, viewer, row))) throw notFoundError(`user ${userId}`);
  return userId;
};
