// What each published widget shows its reader, read per template for the whole page at once (one query per
// template in use, never one per widget). Adding a template is one entry in `readers`.
import type { WidgetItem, WidgetView } from "../../../../services/contract/widgets.js";
import { TEAM_RELATIONS, type TeamRelation } from "../../../../services/contract/widgets.js";
import { allows } from "../../../../services/contract/permissions.js";
import { WorkflowTypeIds } from "../../../../services/contract/workflowsCommon.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { appointedCourses } from "../courses/index.js";
import { recentFiles } from "../dashboard/index.js";

type Data = Omit<WidgetView, "item">;
const none: Data = { people: [], tracks: [], files: [], courses: [] };
/** A widget's list: at most this many rows (spec 001 §9: the dashboard's last 5 files; lists stay short). */
const LISTED = 5;
const STAFF_LISTED = 10;

/** The track's status from its counts: the spec's track labels (planned, in progress, overdue, completed). */
const STATUS_SQL = `case when ut.total_count > 0 and ut.completed_count = ut.total_count then 'completed'
  when ut.overdue_count > 0 then 'overdue' when ut.in_progress_count + ut.completed_count > 0 then 'in_progress' else 'planned' end`;
const TRACK_COLS = `ut.id, ut.workflow_id, w.display_name as name, ${STATUS_SQL} as state, ut.completed_count, ut.overdue_count, ut.total_count`;

const myTracks = async (sql: Sql, u: SessionUser): Promise<Data> => ({
  ...none,
  tracks: await sql.query(
    `select ${TRACK_COLS} from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and ut.state = 'active' order by ut.id desc limit ${LISTED}`, [u.clientId, u.userId]),
});

/** The reader's team, in the widget's role order and without the relations it switches off. */
const team = async (sql: Sql, u: SessionUser, item: WidgetItem): Promise<Data> => {
  const order: TeamRelation[] = (item.settings.roles ?? TEAM_RELATIONS.map((relation) => ({ relation, show: true })))
    .filter((r) => r.show).map((r) => r.relation);
  const rows = await sql.query<{ relation: TeamRelation; id: number; first_name: string; last_name: string; email: string }>(
    `select r.relation, p.id, p.first_name, p.last_name, p.email
       from users me
       cross join lateral (values ('functionalManager', me.functional_manager_id), ('lineManager', me.manager_id), ('adaptationHelper', me.mentor_id)) r(relation, uid)
       join users p on p.id = r.uid and p.client_id = me.client_id and p.status_id = 1
      where me.client_id = $1 and me.id = $2
     union all
     select 'hrBp', p.id, p.first_name, p.last_name, p.email from users p
      where p.client_id = $1 and p.role_id = 2 and p.status_id = 1 and p.id <> $2 and 'hrBp' = any($3::text[])`,
    [u.clientId, u.userId, order]);
  const people = order.flatMap((rel) => rows.filter((r) => r.relation === rel).slice(0, rel === "hrBp" ? 2 : 1));
  return { ...none, people };
};

const myStaff = async (sql: Sql, u: SessionUser): Promise<Data> => ({
  ...none,
  people: await sql.query(
    `select id, first_name, last_name, email from users where client_id = $1 and manager_id = $2 and status_id = 1
      order by last_name, first_name, id limit ${STAFF_LISTED}`, [u.clientId, u.userId]),
});

const STAFF_FILTERS: Record<string, string> = { all: "true", in_progress: `(${STATUS_SQL}) = 'in_progress'`, overdue: `(${STATUS_SQL}) = 'overdue'`, completed: `(${STATUS_SQL}) = 'completed'` };
const staffTracks = async (sql: Sql, u: SessionUser, item: WidgetItem): Promise<Data> => ({
  ...none,
  tracks: (await sql.query<any>(
    `select ${TRACK_COLS}, p.first_name, p.last_name from users p
       join user_tracks ut on ut.client_id = p.client_id and ut.user_id = p.id and ut.state = 'active'
       join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where p.client_id = $1 and p.manager_id = $2 and p.status_id = 1 and ${STAFF_FILTERS[item.settings.filter ?? "all"]}
      order by ut.overdue_count desc, ut.id desc limit ${STAFF_LISTED}`, [u.clientId, u.userId]))
    .map(({ first_name, last_name, ...t }) => ({ ...t, user_name: `${first_name} ${last_name}`.trim() })),
});

/** The reader's own tracks of one type (adaptation: onboarding; development tracks: growth), by the widget's filter. */
const ownTracks = (typeId: number) => async (sql: Sql, u: SessionUser, item: WidgetItem): Promise<Data> => ({
  ...none,
  tracks: await sql.query(
    `select ${TRACK_COLS} from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and ut.state = 'active' and w.workflow_type_id = $3
        and ${STAFF_FILTERS[item.settings.filter ?? "all"]}
      order by ut.overdue_count desc, ut.id desc limit ${LISTED}`, [u.clientId, u.userId, typeId]),
});

/** The reader's appointed courses (all, required or additional), or their direct reports' (staff courses). */
const ownCourses = (required: boolean | null) => async (sql: Sql, u: SessionUser): Promise<Data> => ({
  ...none,
  courses: await appointedCourses(sql, u.clientId, { userId: u.userId }, required, LISTED),
});
const staffCourses = async (sql: Sql, u: SessionUser): Promise<Data> => ({
  ...none,
  courses: await appointedCourses(sql, u.clientId, { managerId: u.userId }, null, STAFF_LISTED),
});

const recent = async (sql: Sql, u: SessionUser): Promise<Data> => ({
  ...none,
  files: allows(u.permissions, "library")
    ? (await recentFiles(sql, u)).map(({ extension: _e, ...f }) => f)
    : [],
});

/** Per template id, what it reads; a template that shows only its settings (profile, milestone, links) reads nothing. */
const readers: Record<number, (sql: Sql, u: SessionUser, item: WidgetItem) => Promise<Data>> = {
  2: team,
  5: recent,
  6: myTracks,
  8: ownTracks(WorkflowTypeIds.onboarding),
  9: staffTracks,
  11: myStaff,
  13: ownCourses(null),
  14: staffCourses,
  15: ownCourses(true),
  16: ownCourses(false),
  17: ownTracks(WorkflowTypeIds.growth),
};

/** The widgets of a page with their data; a reader's data computed once for all the widgets of its template. */
export const widgetViews = async (sql: Sql, u: SessionUser, items: readonly WidgetItem[]): Promise<WidgetView[]> => {
  const cache = new Map<string, Promise<Data>>();
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  return Promise.all(sorted.map(async (item) => {
    const read = readers[item.template_id];
    if (!read) return { item, ...none };
    // Settings change what team and staff tracks read; same settings, same data.
    const key = `${item.template_id}:${JSON.stringify(item.settings.roles ?? null)}:${item.settings.filter ?? ""}`;
    if (!cache.has(key)) cache.set(key, read(sql, u, item));
    return { item, ...(await cache.get(key)!) };
  }));
};
