import type { Sql } from "../../db/types.js";

/**
 * What people get from tracks, computed set-based from the read tables (assignments, group members, users, the
 * track's published tasks): one statement per step whatever the number of people, so memory stays flat and a
 * batch of a publish job is a handful of statements. Idempotent: running it again for the same scope changes
 * nothing, so a job interrupted and claimed again, or a rebuild, ends with the same rows.
 *
 * A person is entitled to a track when it is published (or published with changes), an active assignment names
 * them (source `user`) or an active group they are in (source `group`, the group active), and they are active.
 * Unpublished tracks are frozen: nobody new gets them and what people have stays as it is.
 */
export interface Scope {
  readonly clientId: number;
  readonly workflowIds?: readonly number[] | undefined;
  readonly userIds?: readonly number[] | undefined;
  /** The day states are computed against (YYYY-MM-DD): planned before the start, overdue after the end. */
  readonly today: string;
  readonly at: string;
  /**
   * What caused the sync: the fact's log position, or a publish job's id negated. Open tasks whose dates it moves
   * carry it in `redated_by`, so the notifications area tells their doers of exactly those tasks (a rebuild sets
   * the same values: the positions are the log's). People who get a track by it carry it in `granted_by`.
   */
  readonly cause?: number | undefined;
}

/** A person's date for a checkpoint (1–7), as SQL over `u` (users) and `t` (the track). See the README. */
export const CHECKPOINT_DATE_SQL = `case when t.duration_type = 'ABSOLUTE' then t.start_date else case t.checkpoint_id
    when 1 then coalesce(${field("join_date")}, u.hire_date)
    when 2 then ${field("offer_date")}
    when 3 then ${field("accept_offer_date")}
    when 4 then u.hire_date
    when 5 then coalesce(${field("day_one_date")}, u.hire_date)
    when 6 then ${field("dismissal_date")}
    when 7 then t.checkpoint_custom_date end end`;
function field(key: string) {
  // a profile form value, only when it is a well-formed date (anything else reads as missing, never an error)
  return `(case when u.custom_fields->>'${key}' ~ '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' then (u.custom_fields->>'${key}')::date end)`;
}

/** The doer of a task for its person: the profile's field for the role where the profile has one. */
const DOER_SQL = `case e.assigned_role_id when 9 then p.self_id when 1 then p.manager_id when 10 then p.functional_manager_id when 11 then p.mentor_id end`;

// Both parameters are always referenced (PostgreSQL must know their types); a null one does not narrow.
const scopeSql = (s: Scope, trackCol: string, userCol: string) =>
  ` and ${s.workflowIds ? `${trackCol} = any($2::int[])` : "$2::int[] is null"} and ${s.userIds ? `${userCol} = any($3::int[])` : "$3::int[] is null"}`;
const params = (s: Scope) => [s.clientId, s.workflowIds ?? null, s.userIds ?? null];

/** The (track, person) pairs entitled now, within the scope. */
const ENTITLED = (s: Scope) => `
  select distinct a.workflow_id, coalesce(a.user_id, m.user_id) as user_id
    from track_assignments a
    join workflows w on w.id = a.workflow_id and w.client_id = a.client_id and w.state_value in ('published', 'modified')
    left join user_groups g on a.source = 'group' and g.id = a.group_id and g.client_id = a.client_id and g.status_id = 1
    left join user_group_members m on m.group_id = g.id
    join users pu on pu.id = coalesce(a.user_id, m.user_id) and pu.client_id = a.client_id and pu.status_id = 1
   where a.client_id = $1 and a.active ${scopeSql(s, "a.workflow_id", "coalesce(a.user_id, m.user_id)")}`;

/** Brings user_tracks and user_tasks of the scope in line with what people are entitled to now. */
export const syncAssignments = async (tx: Sql, s: Scope) => {
  const p = params(s);
  // 1. No longer entitled (the track still published): the person leaves the track; done tasks stay.
  await tx.query(
    `with gone as (
       update user_tracks ut set state = 'removed', updated_at = $4
         from workflows w
        where ut.client_id = $1 and w.id = ut.workflow_id and w.state_value in ('published', 'modified')
          and ut.state in ('waiting', 'active') ${scopeSql(s, "ut.workflow_id", "ut.user_id")}
          and not exists (select 1 from (${ENTITLED(s)}) e where e.workflow_id = ut.workflow_id and e.user_id = ut.user_id)
       returning ut.user_id, ut.workflow_id)
     delete from user_tasks k using gone
      where k.client_id = $1 and k.user_id = gone.user_id and k.track_id = gone.workflow_id and k.completed_at is null and k.state <> 'in_progress'`,
    [...p, s.at]);
  // 2. Entitled: their row, waiting when the checkpoint date is missing. A new row, or a removed one back, carries
  // the cause in `granted_by` (the notifications area tells those people they got the track).
  await tx.query(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, waiting_reason, checkpoint_date, assigned_at, updated_at, granted_by)
     select nextval('user_track_ids'), $1, e.user_id, e.workflow_id, case when d.cp is null then 'waiting' else 'active' end,
            case when d.cp is null then 'missingCheckpoint:' || t.checkpoint_id end, d.cp, $4, $4, $5::bigint
       from (${ENTITLED(s)}) e
       join workflows t on t.id = e.workflow_id
       join users u on u.id = e.user_id
       cross join lateral (select ${CHECKPOINT_DATE_SQL} as cp) d
      order by e.user_id, e.workflow_id
     on conflict (client_id, user_id, workflow_id) do update set state = excluded.state, waiting_reason = excluded.waiting_reason,
        checkpoint_date = excluded.checkpoint_date, updated_at = excluded.updated_at,
        granted_by = case when user_tracks.state = 'removed' then excluded.granted_by else user_tracks.granted_by end
      where user_tracks.state is distinct from excluded.state or user_tracks.checkpoint_date is distinct from excluded.checkpoint_date
         or user_tracks.waiting_reason is distinct from excluded.waiting_reason`,
    [...p, s.at, s.cause ?? null]);
  // 3. Tasks of the active rows: new published tasks arrive; open ones re-date and follow their doer; done ones keep theirs.
  // The people (their row, track and profile) are read once each in `p`, before the tasks multiply them: the rows
  // this transaction has just written have no statistics yet, so without the fence the planner guessed one row and
  // looked each person and track up again for every task (a publish's batch of 1,000 people × 50 tasks: 1.4 s of
  // its 5.6 s on PostgreSQL, measured with auto_explain). The sort that numbers the rows in order (rebuild
  // determinism) gets the memory to stay off disk.
  const dates = `case when p.duration_type = 'ABSOLUTE' then e.start_date_abs else p.checkpoint_date + e.start_date_rel end`;
  const ends = `coalesce(case when p.duration_type = 'ABSOLUTE' then e.end_date_abs else p.checkpoint_date + e.end_date_rel end, ${dates})`;
  await tx.query("set local work_mem = '64MB'");
  await tx.query(
    `with p as materialized (
       select ut.user_id, ut.workflow_id, ut.checkpoint_date, t.duration_type,
              u.id as self_id, u.manager_id, u.functional_manager_id, u.mentor_id
         from user_tracks ut
         join workflows t on t.id = ut.workflow_id
         join users u on u.id = ut.user_id
        where ut.client_id = $1 and ut.state = 'active' ${scopeSql(s, "ut.workflow_id", "ut.user_id")})
     insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, created_at, updated_at)
     select nextval('user_task_ids'), $1, p.user_id, p.workflow_id, e.id, e.assigned_role_id, ${DOER_SQL}, x.s, x.e,
            case when x.s > $5::date then 'planned' when x.e < $5::date then 'overdue' else 'available' end, $4, $4
       from p
       join workflow_elements e on e.client_id = $1 and e.workflow_id = p.workflow_id and e.is_published
       cross join lateral (select ${dates} as s, ${ends} as e) x
      order by p.user_id, e.id
     on conflict (client_id, user_id, element_id) do update set start_date = excluded.start_date, end_date = excluded.end_date,
        doer_role_id = excluded.doer_role_id, doer_user_id = excluded.doer_user_id,
        state = case when user_tasks.state = 'in_progress' then 'in_progress' else excluded.state end,
        redated_by = case when user_tasks.start_date is distinct from excluded.start_date or user_tasks.end_date is distinct from excluded.end_date
                          then $6::bigint else user_tasks.redated_by end,
        version = user_tasks.version + 1, updated_at = excluded.updated_at
      where user_tasks.completed_at is null and (user_tasks.start_date is distinct from excluded.start_date
         or user_tasks.end_date is distinct from excluded.end_date or user_tasks.doer_user_id is distinct from excluded.doer_user_id
         or user_tasks.doer_role_id is distinct from excluded.doer_role_id)`,
    [...p, s.at, s.today, s.cause ?? null]);
  // Open tasks of removed tasks go (the track's builder took them out). `not in` over the scope's elements is one
  // hashed set, whatever the planner believes of the rows just inserted (its anti join under a one-row guess
  // scanned the elements once per task: 2.4 s for 100,000 tasks).
  await tx.query(
    `delete from user_tasks k where k.client_id = $1 and k.completed_at is null ${scopeSql(s, "k.track_id", "k.user_id")}
        and k.element_id not in (select e.id from workflow_elements e
                                  where e.client_id = $1 and (${s.workflowIds ? "e.workflow_id = any($2::int[])" : "true"}))`, p);
  await recount(tx, s);
};

/** The progress counts and first/last day of each user_tracks row of the scope. */
export const recount = async (tx: Sql, s: Scope) => {
  await tx.query(
    `update user_tracks ut set planned_count = c.planned, available_count = c.available, in_progress_count = c.in_progress,
            overdue_count = c.overdue, completed_count = c.completed, total_count = c.total, start_date = c.s, end_date = c.e
       from (select ut2.id, count(k.id) filter (where k.state = 'planned')::int as planned,
                    count(k.id) filter (where k.state = 'available')::int as available,
                    count(k.id) filter (where k.state = 'in_progress')::int as in_progress,
                    count(k.id) filter (where k.state = 'overdue')::int as overdue,
                    count(k.id) filter (where k.state = 'completed')::int as completed, count(k.id)::int as total,
                    min(k.start_date) as s, max(k.end_date) as e
               from user_tracks ut2
               left join user_tasks k on k.client_id = ut2.client_id and k.user_id = ut2.user_id and k.track_id = ut2.workflow_id
              where ut2.client_id = $1 ${scopeSql(s, "ut2.workflow_id", "ut2.user_id")}
              group by ut2.id) c
      where ut.id = c.id and (ut.total_count, ut.planned_count, ut.available_count, ut.in_progress_count, ut.overdue_count, ut.completed_count)
            is distinct from (c.total, c.planned, c.available, c.in_progress, c.overdue, c.completed)
         or (ut.id = c.id and (ut.start_date is distinct from c.s or ut.end_date is distinct from c.e))`,
    params(s));
};

/** The people a track's sync must look at: those entitled now and those who have a row (they may lose it). */
export const candidatesOf = async (tx: Sql, clientId: number, workflowId: number, afterUserId: number, limit: number) =>
  (await tx.query<{ user_id: number }>(
    `select user_id from (${ENTITLED({ clientId, workflowIds: [workflowId], today: "", at: "" })}
       union select workflow_id, user_id from user_tracks where client_id = $1 and workflow_id = any($2::int[])) x
      where user_id > $4 group by user_id order by user_id limit $5`,
    [clientId, [workflowId], null, afterUserId, limit])).map((r) => r.user_id);
