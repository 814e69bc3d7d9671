import { Effect } from "effect";
import type { SessionUser } from "../../../../services/contract/security.js";
import { type AnsweredQuestion, USER_PROGRESS_PAGE, type ViewScope, type UserActivity, type UserFormAnswers, type UserFormResult } from "../../../../services/contract/userProgress.js";
import { questionsOnPath, scoreAnswers, type FormAnswers } from "../../../../services/formBuilder/index.js";
import { answerText, type SavedFormData } from "../../../../services/learning/index.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { queryDb } from "../../http/run.js";
import { FORM_TYPES, formOf, personNames, TEST_TYPE } from "../learning/index.js";
import { notFound, read } from "./run.js";
import { viewableUser } from "./userOps.js";

/**
 * A person's progress tabs on their user page (contract: userProgress.ts), read from the assignment's rows
 * (user_tasks, one per person and task, with the state the learning side keeps) and the learning side's saved answers
 * (task_answers: opened from the sealed facts by its projection, gone when the person is erased), with the users
 * area's rights (viewableUser). Each page is one statement, keyset by user_tasks.id (index user_tasks_user).
 */

interface Page {
  readonly scope?: ViewScope;
  readonly limit?: number | undefined;
  readonly last_id?: number | undefined;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const parse = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/** The person's tasks of tracks they still have, with the track's name; `$1` client, `$2` person. */
const TASKS_FROM = `from user_tasks t
  join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
  join workflows w on w.id = t.track_id and w.client_id = t.client_id
  join user_tracks ut on ut.client_id = t.client_id and ut.user_id = t.user_id and ut.workflow_id = t.track_id and ut.state <> 'removed'`;

/** Activities tab: every task of the person's tracks, a page at a time. */
export const userActivities = (userId: number, page: Page) =>
  Effect.flatMap(viewableUser(userId, page.scope), (viewer) =>
    queryDb(async (sql) => {
      const limit = page.limit ?? USER_PROGRESS_PAGE;
      const rows = await sql.query<UserActivity & { completed_at: Date | string | null }>(
        `select t.id::int as id, t.track_id as workflow_id, w.display_name as workflow_name, t.element_id, we.title, we.type_id, t.state,
                t.start_date::text as start_date, t.end_date::text as end_date, t.completed_at
           ${TASKS_FROM}
          where t.client_id = $1 and t.user_id = $2${keysetTail({ keys: ["t.id"] }, page.last_id ? "$3" : null, limit)}`,
        [viewer.clientId, userId, ...(page.last_id ? [page.last_id] : [])]);
      return keysetPage(rows.map((r) => ({ ...r, completed_at: iso(r.completed_at) })), limit);
    }));

/** The submitted (completed) form, test and feedback tasks with their saved answers' score; `$3` the form types. */
const resultsSql = (extra = "") => `select t.id::int as id, t.track_id as workflow_id, w.display_name as workflow_name, we.title, we.type_id,
       t.completed_at, a.score${extra}
  ${TASKS_FROM}
  left join task_answers a on a.client_id = t.client_id and a.user_id = t.user_id and a.element_id = t.element_id
 where t.client_id = $1 and t.user_id = $2 and we.type_id = any($3::int[]) and t.state = 'completed'`;

type ResultRow = Omit<UserFormResult, "completed_at" | "score"> & { completed_at: Date | string | null; score: unknown };
const toResult = (r: ResultRow): UserFormResult => {
  const score = r.type_id === TEST_TYPE && r.score ? parse<{ correct: number; total: number; percent: number }>(r.score) : null;
  return {
    id: r.id, workflow_id: r.workflow_id, workflow_name: r.workflow_name, title: r.title, type_id: r.type_id, completed_at: iso(r.completed_at),
    score: score ? { correct: score.correct, total: score.total, percent: score.percent } : null,
  };
};

/** Tests and forms tab: the submitted ones, a page at a time. */
export const userFormResults = (userId: number, page: Page) =>
  Effect.flatMap(viewableUser(userId, page.scope), (viewer) =>
    queryDb(async (sql) => {
      const limit = page.limit ?? USER_PROGRESS_PAGE;
      const rows = await sql.query<ResultRow>(
        `${resultsSql()}${keysetTail({ keys: ["t.id"] }, page.last_id ? "$4" : null, limit)}`,
        [viewer.clientId, userId, [...FORM_TYPES], ...(page.last_id ? [page.last_id] : [])]);
      return keysetPage(rows.map(toResult), limit);
    }));

/**
 * One submitted form with the person's answers: each question on their path through its sections (as the form
 * builder's scoreAnswers walks it), the answer as people read it (the export's answerText) and, for a test, whether
 * it was right (scoreAnswers, the rules the completion scored with). A task not in the tab (another person's, not a
 * form, not submitted) is 404.
 */
const formAnswers = async (sql: Sql, viewer: SessionUser, userId: number, taskId: number): Promise<UserFormAnswers | null> => {
  const [row] = await sql.query<ResultRow & { content: Record<string, any>; data: unknown }>(`${resultsSql(", we.content, a.data")} and t.id = $4`, [viewer.clientId, userId, [...FORM_TYPES], taskId]);
  const form = row ? formOf(row) : null;
  if (!row || !form) return null;
  const data = row.data ? parse<SavedFormData>(row.data) : {};
  const answers = Object.fromEntries(Object.entries(data).filter(([, e]) => e.value !== undefined).map(([id, e]) => [id, { value: e.value }])) as FormAnswers;
  const scored = row.type_id === TEST_TYPE ? scoreAnswers(form, answers).questions : {};
  const questions = questionsOnPath(form, answers);
  const names = await personNames(sql, viewer, [{ data }], questions);
  return {
    ...toResult(row),
    questions: questions.map((q): AnsweredQuestion => ({
      id: q.id, title: q.title, answer: answerText(q, data[q.id]?.value, (id) => names.get(id)), correct: scored[q.id]?.correct ?? null,
    })),
  };
};

export const userFormAnswers = (userId: number, taskId: number, scope?: ViewScope) =>
  Effect.flatMap(viewableUser(userId, scope), (viewer) => read(async (sql) => (await formAnswers(sql, viewer, userId, taskId)) ?? notFound()));
