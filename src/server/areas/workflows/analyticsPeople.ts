import type { FormAnswers, FormDefinition, Question } from "../../../../services/formBuilder/index.js";
import { isAnswerCorrect, isScored, questionsOnPath } from "../../../../services/formBuilder/index.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { TestAnswer, TrackScormRow, TrackTestAnswers, UserActivitiesRow } from "../../../../services/contract/workflowAnalytics.js";
import { ElementTypeIds } from "../../../../services/contract/workflows.js";
import { answerText, type SavedFormData } from "../../../../services/learning/index.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { packageAttemptsPage } from "../scorm/index.js";
import { testResultsSql } from "./analytics.js";
import { can } from "./rights.js";
import { notFound, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

/**
 * The track's analytics by person (contract: workflowAnalytics.ts): each person's tasks, the SCORM attempts in the
 * track's packages and one person's test question by question. Scoped by the session's client and a track the user
 * may read; one statement per page.
 */

type PageQ = { limit?: number | undefined; last_id?: number | undefined };
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** People on the track (keyset by user_tracks.id), each with every task's state in the track's order. */
export const trackActivitiesByUsers = async (sql: Sql, who: Who, workflowId: number, q: PageQ) => {
  await trackFor(sql, who, workflowId, can.view);
  const limit = q.limit ?? 50;
  const rows = await sql.query<UserActivitiesRow & { tasks: string | UserActivitiesRow["tasks"] }>(
    `select t.id, t.user_id, ${fullNameSql("u", who.user.language)} as full_name, t.state,
            coalesce((select json_agg(json_build_object('element_id', k.element_id, 'state', k.state, 'completed_at', k.completed_at) order by e.position, e.id)
                        from user_tasks k join workflow_elements e on e.id = k.element_id and e.client_id = k.client_id
                       where k.client_id = t.client_id and k.user_id = t.user_id and k.track_id = t.workflow_id), '[]') as tasks
       from user_tracks t join users u on u.id = t.user_id and u.client_id = t.client_id
      where t.client_id = $1 and t.workflow_id = $2 ${keysetTail({ keys: ["t.id"] }, q.last_id ? "$3" : null, limit)}`,
    [who.user.clientId, workflowId, ...(q.last_id ? [q.last_id] : [])]);
  return keysetPage(rows.map((r) => {
    const tasks = (typeof r.tasks === "string" ? JSON.parse(r.tasks) : r.tasks) as UserActivitiesRow["tasks"];
    return { ...r, full_name: r.full_name ?? "", tasks: tasks.map((k) => ({ ...k, completed_at: iso(k.completed_at) })) };
  }), limit);
};

/**
 * The track's SCORM packages: its tasks' files of the SCORM kind and the SCORM materials of its learning tasks'
 * courses (one statement), each named by its task (and the material's title), in the tasks' creation order.
 */
const trackPackages = (sql: Sql, clientId: number, workflowId: number) =>
  sql.query<{ element_id: number; title: string; package_id: string }>(
    `select e.id as element_id, e.title, p.id::text as package_id
       from workflow_elements e
       cross join lateral jsonb_array_elements(case when jsonb_typeof(e.content->'files') = 'array' then e.content->'files' else '[]'::jsonb end) f
       join scorm_packages p on p.client_id = e.client_id and p.library_file_id = (f->>'library_file_id')::int
      where e.client_id = $1 and e.workflow_id = $2 and f->>'kind' = 'scorm'
     union all
     select e.id, e.title || ' · ' || m.title, m.scorm_package_id::text
       from workflow_elements e
       join course_materials m on m.client_id = e.client_id and m.kind = 'scorm' and m.scorm_package_id is not null
        and m.course_id = case when jsonb_typeof(e.content->'course_id') = 'number' then (e.content->>'course_id')::int end
      where e.client_id = $1 and e.workflow_id = $2 and e.type_id = $3
      order by element_id`,
    [clientId, workflowId, ElementTypeIds.learning]);

/** The SCORM attempts of the track's people in its packages, newest first (keyset by attempt id). */
export const trackScorm = async (sql: Sql, who: Who, workflowId: number, q: PageQ) => {
  await trackFor(sql, who, workflowId, can.view);
  const limit = q.limit ?? 50;
  const packages = await trackPackages(sql, who.user.clientId, workflowId);
  const byPackage = new Map<string, { element_id: number; titles: string[] }>();
  for (const p of packages) {
    const seen = byPackage.get(p.package_id);
    if (seen) seen.titles.push(p.title);
    else byPackage.set(p.package_id, { element_id: p.element_id, titles: [p.title] });
  }
  const rows = await packageAttemptsPage(sql, who.user.clientId, [...byPackage.keys()], q.last_id ?? null, limit, workflowId);
  return keysetPage(rows.map((r): TrackScormRow => {
    const p = byPackage.get(r.package_id)!;
    return { ...r, element_id: p.element_id, title: p.titles.join(", ") };
  }), limit);
};

/** The key of a scored question as people read it: the correct options, the authored order or pairs. */
const keyText = (q: Question): string | null => {
  if (!isScored(q)) return null;
  if ("correct" in q) return answerText(q, q.correct);
  if (q.field === 12) return answerText(q, Object.fromEntries(q.items.map((i) => [i.id, i.answer])));
  if (q.field === 11) return answerText(q, q.items.map((i) => i.id));
  return null;
};

/** One person's completed test of the track question by question, with the form builder's correctness. */
export const trackTestAnswers = async (sql: Sql, who: Who, workflowId: number, answersId: number): Promise<TrackTestAnswers> => {
  await trackFor(sql, who, workflowId, can.view);
  const [row] = await sql.query<any>(testResultsSql(who.user.language, ", e.content->'form' as form, a.data", "and a.id = $4"),
    [who.user.clientId, workflowId, ElementTypeIds.test, answersId]);
  if (!row) throw notFound(`test result ${answersId}`);
  const parse = <T>(v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as T;
  const form = parse<FormDefinition | null>(row.form);
  const data = parse<SavedFormData>(row.data) ?? {};
  const answers = Object.fromEntries(Object.entries(data).filter(([, e]) => e.value !== undefined).map(([id, e]) => [id, { value: e.value }])) as FormAnswers;
  const questions: TestAnswer[] = form
    ? questionsOnPath(form, answers).map((q) => ({
      id: q.id, title: q.title, answer: answerText(q, answers[q.id]?.value), expected: keyText(q), correct: isAnswerCorrect(q, answers[q.id]?.value),
    }))
    : [];
  return {
    id: row.id, user_id: row.user_id, full_name: row.full_name ?? "", element_id: row.element_id, title: row.title,
    correct: row.correct, total: row.total, percent: Number(row.percent), completed_at: iso(row.completed_at), questions,
  };
};
