import type { MyTasksPage, TaskDetails, Timeline, TimelineTask, TrackMaterial, UserTracksPage } from "../../../../services/contract/learning.js";
import { TaskStates, USER_TRACKS_PAGE } from "../../../../services/contract/learning.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { explainRefusal } from "../../../../machines/rules.js";
import type { Sql } from "../../db/types.js";
import { renderRichText } from "../../richText/index.js";
import { keysetTail } from "../../db/keyset.js";
import { notFoundError } from "../../events/errors.js";
import { catalogueLabel, langOf } from "../lists/index.js";
import { categoriesSql } from "../workflows/index.js";
import { actorOf, formOf, isDoer, loadTask, progressSnapshot, TEST_TYPE, type TaskRow } from "./task.js";

/** A nullable value as JSON text in SQL: `to_json`'s text, or `null`. */
const jsonOrNull = (expr: string) => `coalesce(to_json(${expr})::text, 'null')`;
/** A nullable date as JSON text in SQL: `YYYY-MM-DD` needs no escape. */
const dateOrNull = (expr: string) => `coalesce('"' || ${expr}::text || '"', 'null')`;

/**
 * The contract's `UserTrack` as JSON text in SQL, field for field, over `ut` (user_tracks), `w` (workflows) and `c`
 * (the track's category from `categoriesSql`, left-joined: a track without one, or of an inactive one, names none).
 */
const TRACK_JSON = `'{"id":' || ut.id || ',"workflow_id":' || ut.workflow_id || ',"display_name":' || to_json(w.display_name)::text
  || ',"description":' || ${jsonOrNull("w.description")} || ',"workflow_type_id":' || w.workflow_type_id
  || ',"category_id":' || coalesce(w.category_id::text, 'null') || ',"category_name":' || ${jsonOrNull("c.name")}
  || ',"category_color":' || coalesce(c.color::text, 'null') || ',"state":' || to_json(ut.state)::text
  || ',"waiting_reason":' || ${jsonOrNull("ut.waiting_reason")} || ',"start_date":' || ${dateOrNull("ut.start_date")} || ',"end_date":' || ${dateOrNull("ut.end_date")}
  || ',"counts":{"planned":' || ut.planned_count || ',"available":' || ut.available_count || ',"in_progress":' || ut.in_progress_count
  || ',"overdue":' || ut.overdue_count || ',"completed":' || ut.completed_count || ',"total":' || ut.total_count || '}}'`;

/** `,"last_id":<the last id, or null>` of a keyset page (`keysetPage`) aggregated over `p`, $4 the page size. */
const LAST_ID_JSON = `',"last_id":' || case when count(*) >= $4 then max(p.id)::text else 'null' end`;

// The learning pages' statements are kept prepared (`prepare: true`): each has a fixed text (the page size is a
// parameter, the cursor's presence gives two texts at most), and at 1M task rows parsing and planning them cost more
// than running them (bench/learning-results.json: the materials statement planned in 8 ms, ran in 5).

/**
 * The track list's statement ($1 client, $2 person, $3 workflow types, $4 page size, then the category and the
 * cursor when given): the page as the contract's `UserTracksPage` in one JSON text (`body`), and with a category
 * whether it is one of the client's active ones (`category_found`). The page's ids are read first, then named.
 */
const userTracksSql = (language: string, byCategory: boolean, after: string | null) => `
  with cats as (${categoriesSql(language)}),
  p as (select ut.id from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
         where ut.client_id = $1 and ut.user_id = $2 and ut.state <> 'removed' and w.workflow_type_id = any($3::int[]) ${byCategory ? "and w.category_id = $5" : ""}
         ${keysetTail({ keys: ["ut.id"] }, after, "$4")})
  select (select '{"items":[' || coalesce(string_agg(${TRACK_JSON}, ',' order by ut.id), '') || ']'
            from p join user_tracks ut on ut.id = p.id and ut.client_id = $1 join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
            left join cats c on c.id = w.category_id)
      || (select ${LAST_ID_JSON} from p)
      ${byCategory ? `|| coalesce((select ',"category":' || json_build_object('id', c.id, 'name', c.name, 'color', c.color)::text from cats c where c.id = $5), '')` : ""}
      || '}' as body
      ${byCategory ? ", exists (select 1 from cats c where c.id = $5) as category_found" : ""}`;
const USER_TRACKS_SQL = new Map<string, string>();

/** A statement's text by its variant, built once (a few variants a list: language, cursor, filter). */
const memo = (texts: Map<string, string>, key: string, build: () => string) => {
  const known = texts.get(key);
  if (known !== undefined) return known;
  const text = build();
  texts.set(key, text);
  return text;
};

/**
 * The signed-in person's tracks, 30 a page by `last_id` (user_tracks_user); removed tracks are not listed. With
 * `category_id`, only that category's: it must be one of the client's active categories (else 404), and the page
 * names it. The contract's `UserTracksPage` as JSON text, built by the database (the handler sends it as the body).
 */
export const userTracksJson = async (sql: Sql, user: SessionUser, q: UserTracksQuery) => {
  const limit = q.limit ?? USER_TRACKS_PAGE;
  const types = q.workflow_types?.length ? q.workflow_types : [1, 2];
  const byCategory = q.category_id !== undefined;
  const params: unknown[] = [user.clientId, user.userId, types, limit];
  const arg = (v: unknown) => `$${params.push(v)}`;
  if (byCategory) arg(q.category_id);
  const after = q.last_id ? arg(q.last_id) : null;
  const key = `${langOf(user)}|${byCategory}|${after}`;
  const text = memo(USER_TRACKS_SQL, key, () => userTracksSql(user.language, byCategory, after));
  const [row] = await sql.query<{ body: string; category_found?: boolean }>(text, params, { prepare: true });
  if (byCategory && !row.category_found) throw notFoundError(`category ${q.category_id}`, "learning.errors.categoryNotFound");
  return row.body;
};
type UserTracksQuery = { limit?: number; last_id?: number | null; workflow_types?: readonly number[]; category_id?: number };

/** The same as an object (tests, and callers that need it parsed). */
export const userTracks = async (sql: Sql, user: SessionUser, q: UserTracksQuery): Promise<typeof UserTracksPage.Type> =>
  JSON.parse(await userTracksJson(sql, user, q));

const toTimelineTask = (r: any, user: SessionUser): TimelineTask => ({
  id: r.id, element_id: r.element_id, title: r.title, type_id: r.type_id, state: r.state, state_id: TaskStates[r.state as keyof typeof TaskStates] ?? 1,
  start_date: r.start_date, end_date: r.end_date, doer_role_id: r.doer_role_id, mine: isDoer(r, user),
});

type MaterialsScope = readonly [from: string, where: string];
/** A track's: from its elements to the person's row of each (as the timeline reads them); $3 the track. */
const TRACK_SCOPE: MaterialsScope = [
  "workflow_elements we join user_tasks t on t.client_id = we.client_id and t.user_id = $2 and t.element_id = we.id", "we.client_id = $1 and we.workflow_id = $3"];
/** A task's: by its id ($3), for whoever does it (a manager's task in a newcomer's track too). */
const TASK_SCOPE: MaterialsScope = [
  "user_tasks t join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id", "t.client_id = $1 and t.id = $3"];

/**
 * The materials' statement ($1 client, $2 person, $3 track or task, $4 the person's role): the library files picked
 * into the tasks the person does, and their library images, in the tasks' order. `rows`: a row each (`TrackMaterial`'s
 * fields and the order's); `json`: the `TrackMaterial` list as one JSON text.
 */
const materialsSql = ([from, where]: MaterialsScope, shape: "rows" | "json") => {
  const rows = `select f.id as file_id, f.display_name || case when f.extension = '' or lower(f.display_name) like '%.' || lower(f.extension) then '' else '.' || f.extension end as name,
            m.kind, f.size, t.id::int as task_id, we.title as task_title, we.position, m.ord
       from ${from}
       cross join lateral (
         select (x.v->>'library_file_id')::int as file_id, x.v->>'kind' as kind, x.n as ord
           from jsonb_array_elements(case when jsonb_typeof(we.content->'files') = 'array' then we.content->'files' else '[]'::jsonb end) with ordinality as x(v, n)
         union all
         select (we.content->'image'->>'library_file_id')::int, 'image', 0 where we.content->'image'->>'library_file_id' is not null) m
       join library_files f on f.id = m.file_id and f.client_id = t.client_id
      where ${where} and (t.doer_user_id = $2 or (t.doer_user_id is null and t.doer_role_id = $4))`;
  return shape === "rows"
    ? `${rows} order by we.position, t.id, m.ord`
    : `select coalesce(json_agg(json_build_object('file_id', r.file_id, 'name', r.name, 'kind', r.kind, 'size', r.size, 'task_id', r.task_id,
              'task_title', r.task_title) order by r.position, r.task_id, r.ord), '[]')::text from (${rows}) r`;
};
const TASK_MATERIALS_SQL = materialsSql(TASK_SCOPE, "rows");

/**
 * A task's own files (its page's file list): the library files picked into it and its library image, in their order,
 * only to the task's doer (the same rule as the track's media tab in the timeline). Tasks done by someone else (IT's
 * checklist, the manager's notes) keep theirs: the library grants a material to the task's doer only
 * (library/trackMaterials.ts). A file removed from the library since it was picked is not listed.
 */
const taskMaterials = async (sql: Sql, user: SessionUser, taskId: number): Promise<TrackMaterial[]> => {
  const rows = await sql.query<any>(TASK_MATERIALS_SQL, [user.clientId, user.userId, taskId, user.roleId], { prepare: true });
  return rows.map((r) => ({ file_id: r.file_id, name: r.name, kind: r.kind, size: Number(r.size), task_id: r.task_id, task_title: r.task_title }));
};

/**
 * The line manager, functional manager and mentor (adaptation helper) of the person $2 of client $1, as `Contact`
 * JSON objects in that order (one JSON text); empty texts read as null, as the contract has them.
 */
const contactsSql = (lang: ReturnType<typeof langOf>) => `
  select coalesce(json_agg(json_build_object('relation', r.relation, 'id', p.id, 'name', ${fullNameSql("p", lang)}, 'email', p.email,
           'phone', nullif(p.phone, ''), 'city', nullif(p.city, ''), 'job', nullif(${catalogueLabel("jp", lang)}, ''), 'avatar_id', p.avatar_id)
           order by r.ord), '[]')::text
    from users me
    cross join lateral (values ('manager', me.manager_id, 1), ('functionalManager', me.functional_manager_id, 2), ('mentor', me.mentor_id, 3)) as r(relation, pid, ord)
    join users p on p.id = r.pid and p.client_id = me.client_id
    left join catalogue_items jp on jp.id = p.job_position_id
   where me.id = $2 and me.client_id = $1`;

/** A state's spec id in SQL, as `TaskStates` gives it (an unknown state: 1, as `toTimelineTask`). */
const stateIdSql = (state: string) => `case ${state} ${Object.entries(TaskStates).map(([k, v]) => `when '${k}' then ${v}`).join(" ")} else 1 end`;

/**
 * The contract's `TimelineTask` as JSON text in SQL, its closing brace left off (`MyTask` adds fields): the task
 * row's columns of `t` (id, element_id, state, start_date, end_date, doer_role_id), the element's of `we` (title,
 * type_id); `mine` the SQL condition that the signed-in person does it (`isDoer`).
 */
const taskJson = (t: string, we: string, mine: string) => `'{"id":' || ${t}.id || ',"element_id":' || ${t}.element_id
  || ',"title":' || to_json(${we}.title)::text || ',"type_id":' || ${we}.type_id || ',"state":' || to_json(${t}.state)::text
  || ',"state_id":' || ${stateIdSql(`${t}.state`)} || ',"start_date":' || ${dateOrNull(`${t}.start_date`)} || ',"end_date":' || ${dateOrNull(`${t}.end_date`)}
  || ',"doer_role_id":' || ${t}.doer_role_id || ',"mine":' || case when ${mine} then 'true' else 'false' end`;

/**
 * The timeline's one statement: the person's track, and as JSON text its tasks in the track's order, the people
 * around them and its materials; no row when the person has no such track (404). The tasks are read from the
 * track's elements (workflow_elements_order) to the person's row of each (user_tasks_one): a task row's element is
 * of its track, so this is the same set. Read the other way (the person's rows filtered by track) the planner
 * expected one row, looped over the elements for each of a 300-task track's rows (5-12 ms against 0.6,
 * bench/learning.ts). The JSON objects are the contract's `TimelineTask`, `Contact` and `TrackMaterial` field for
 * field (`mine` is `isDoer`, `state_id` is `TaskStates`), built by the database and put into the body as text:
 * parsing 300 rows in the driver and walking them through the schema cost more CPU than the database's work
 * (bench/learning-results.json, the timeline at 20 connections). The 300 tasks' objects are concatenated text, as
 * the lists' rows are (docs/architecture.md §6.1: cheaper than `json_build_object` under `json_agg`); a date is
 * `YYYY-MM-DD`, needing no escape. One text per language (the contacts' names).
 */
const timelineSql = (lang: ReturnType<typeof langOf>) => `
  with cats as (${categoriesSql(lang)})
  select ${TRACK_JSON} as track,
    (select '[' || coalesce(string_agg(${taskJson("t", "we", "t.doer_user_id = $2 or (t.doer_user_id is null and t.doer_role_id = $4)")} || '}',
              ',' order by we.position, t.id), '') || ']'
       from workflow_elements we join user_tasks t on t.client_id = we.client_id and t.user_id = $2 and t.element_id = we.id
      where we.client_id = $1 and we.workflow_id = $3) as items,
    (${contactsSql(lang)}) as contacts,
    (${materialsSql(TRACK_SCOPE, "json")}) as materials
    from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
    left join cats c on c.id = w.category_id
   where ut.client_id = $1 and ut.user_id = $2 and ut.workflow_id = $3 and ut.state <> 'removed'`;
/** Built on first use, a text per language: the workflows area's index (categoriesSql) loads after this module. */
const TIMELINE_SQL = new Map<string, string>();
const timelineText = (lang: ReturnType<typeof langOf>) => memo(TIMELINE_SQL, lang, () => timelineSql(lang));

/**
 * The person's track with its tasks in the track's order, the people around them and the track's materials, as the
 * contract's `Timeline` in JSON text (the handler sends it as the body). One statement, naming the track's category too.
 */
export const timelineJson = async (sql: Sql, user: SessionUser, workflowId: number): Promise<string> => {
  const [track] = await sql.query<{ track: string; items: string; contacts: string; materials: string }>(
    timelineText(langOf(user)), [user.clientId, user.userId, workflowId, user.roleId], { prepare: true });
  if (!track) throw notFoundError(`track ${workflowId}`, "learning.errors.trackNotFound");
  return `{"track":${track.track},"items":${track.items},"contacts":${track.contacts},"materials":${track.materials}}`;
};

/** The same as an object (tests, and callers that need it parsed). */
export const timeline = async (sql: Sql, user: SessionUser, workflowId: number): Promise<Timeline> =>
  JSON.parse(await timelineJson(sql, user, workflowId));

/** A learning task's course and the person's appointment of it (a course removed since: null). */
const courseOf = async (sql: Sql, clientId: number, userId: number, courseId: number) =>
  (await sql.query<{ id: number; title: string; appointment_state: string | null }>(
    `select c.id, c.title, a.state as appointment_state from courses c
       left join course_appointments a on a.client_id = c.client_id and a.course_id = c.id and a.user_id = $3
      where c.client_id = $1 and c.id = $2`, [clientId, courseId, userId]))[0] ?? null;

/** A task opened by its person or its doer: content, form (a test's key only once completed), saved data, commands. */
export const taskDetails = async (sql: Sql, user: SessionUser, id: number, loaded?: TaskRow): Promise<TaskDetails> => {
  const row = loaded ?? (await loadTask(sql, user, id));
  const lang = langOf(user);
  const [person] = await sql.query<{ name: string }>(`select ${fullNameSql("u", lang)} as name from users u where u.id = $1`, [row.user_id]);
  const [saved] = await sql.query<any>("select id, data, version, score from task_answers where client_id = $1 and user_id = $2 and element_id = $3",
    [user.clientId, row.user_id, row.element_id]);
  const form = formOf(row);
  const completed = row.state === "completed";
  const snapshot = progressSnapshot(row);
  const actor = actorOf(row, user);
  const canComplete = snapshot.can({ type: "track.complete", actor });
  const c = row.content ?? {};
  const course = c.course_id ? await courseOf(sql, user.clientId, row.user_id, Number(c.course_id)) : null;
  const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
  return {
    ...toTimelineTask(row, user),
    id: row.id, workflow_id: row.track_id, workflow_name: row.workflow_name, workflow_type_id: row.workflow_type_id,
    person: { id: row.user_id, name: person?.name ?? "" },
    content: {
      text: c.text ?? null,
      text_html: c.text ? renderRichText(c.text) : null,
      event: c.event ? { location: c.event.location ?? null, starts_at_time: c.event.starts_at_time ?? null } : null,
      image_url: c.image?.url ?? null,
      profile_fields: c.profile_fields ?? [],
      course,
    },
    form: form && row.type_id === TEST_TYPE && !completed ? withoutKey(form) : form,
    saved: saved ? { id: saved.id, data: parse(saved.data), version: saved.version } : null,
    score: completed && saved?.score ? parse(saved.score) : null,
    commands: {
      start: snapshot.can({ type: "track.start", actor }),
      complete: canComplete,
      complete_reason: canComplete ? null : explainRefusal(snapshot, { type: "track.complete", actor } as { type: string }, "learning.errors.notNow").reason,
    },
    materials: await taskMaterials(sql, user, row.id),
    version: row.progress_version,
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
};

/** A test's form as the learner gets it before completing: every correct answer taken out. */
const withoutKey = (form: NonNullable<ReturnType<typeof formOf>>) => ({
  ...form,
  elements: form.elements.map((e: any) => {
    if (e.element !== 1) return e;
    const { correct: _c, ...rest } = e;
    return { ...rest, ...(Array.isArray(e.correct) ? { correct: [] } : {}), ...(Array.isArray(e.items) ? { items: e.items.map(({ correct: _x, ...i }: any) => i) } : {}) };
  }),
});

/**
 * The my-tasks statement ($1 client, $2 person, $3 states, $4 page size, $5 the cursor when given): the page's rows
 * (user_tasks_doer), then as the contract's `MyTasksPage` in one JSON text; the objects are built from the page's
 * rows only, not from every open task a sort would read. `mine` is always true here (the person is the doer), as
 * `isDoer` has it.
 */
const myTasksSql = (lang: ReturnType<typeof langOf>, today: boolean, after: string | null) => `
  select '{"items":[' || coalesce(string_agg(${taskJson("p", "p", "p.doer_user_id = $2")}
           || ',"workflow_id":' || p.track_id || ',"workflow_name":' || to_json(p.workflow_name)::text
           || ',"person":{"id":' || p.user_id || ',"name":' || to_json(p.person_name)::text || '}}', ',' order by p.id), '') || ']'
      || ${LAST_ID_JSON} || '}' as body
    from (select t.id::int as id, t.element_id, we.title, we.type_id, t.state, t.start_date, t.end_date, t.doer_role_id, t.doer_user_id,
                 t.user_id, t.track_id, w.display_name as workflow_name, ${fullNameSql("u", lang)} as person_name
            from user_tasks t join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
            join workflows w on w.id = t.track_id and w.client_id = t.client_id join users u on u.id = t.user_id
           where t.client_id = $1 and t.doer_user_id = $2 and t.user_id <> $2 and t.state = any($3::text[])
             ${today ? "and (t.start_date is null or t.start_date <= current_date)" : ""}
             ${keysetTail({ keys: ["t.id"] }, after, "$4")}) p`;
const MY_TASKS_SQL = new Map<string, string>();

/**
 * The tasks the signed-in person does in other people's tracks, by id (user_tasks_doer), open ones first by default,
 * as the contract's `MyTasksPage` in JSON text (the handler sends it as the body).
 */
export const myTasksJson = async (sql: Sql, user: SessionUser, q: MyTasksQuery): Promise<string> => {
  const limit = q.limit ?? USER_TRACKS_PAGE;
  const lang = langOf(user);
  const today = q.today === true;
  const states = today ? ["available", "in_progress", "overdue"] : ["planned", "available", "in_progress", "overdue", "completed"];
  const after = q.last_id ? "$5" : null;
  const key = `${lang}|${today}|${after}`;
  const text = memo(MY_TASKS_SQL, key, () => myTasksSql(lang, today, after));
  const [row] = await sql.query<{ body: string }>(text, [user.clientId, user.userId, states, limit, ...(q.last_id ? [q.last_id] : [])], { prepare: true });
  return row.body;
};
type MyTasksQuery = { limit?: number; last_id?: number | null; today?: boolean };

/** The same as an object (tests, and callers that need it parsed). */
export const myTasks = async (sql: Sql, user: SessionUser, q: MyTasksQuery): Promise<typeof MyTasksPage.Type> => JSON.parse(await myTasksJson(sql, user, q));
