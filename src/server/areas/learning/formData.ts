import { Effect } from "effect";
import { fullNameSql } from "../../../../services/contract/personName.js";
import { answerText, fileIdsOf, type SavedFormData } from "../../../../services/learning/index.js";
import type { Question } from "../../../../services/formBuilder/index.js";
import type { Sql } from "../../db/types.js";
import { invalidField, notFoundError } from "../../events/errors.js";
import { AppConfig } from "../../http/services.js";
import { bytesResponse, can, disposition, storageOf, zipStream } from "../library/index.js";
import { trackFor, tracksDb, type Who } from "../workflows/index.js";
import { formOf } from "./task.js";

export interface FormDataRequest {
  readonly user_workflow_task_id: number;
  readonly all?: boolean | undefined;
  readonly file_ids?: readonly number[] | undefined;
}

interface AnswerRow {
  user_id: number;
  name: string;
  email: string;
  state: string;
  completed_at: string | null;
  data: SavedFormData | string;
}

const csvCell = (v: string) => {
  // a cell a spreadsheet would run as a formula is written as text
  const text = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
/** A name usable as a zip folder or file name (no path separators, no control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").trim().slice(0, 120) || "_";

/**
 * What downloadFormData zips: the task's form answers (the one person's, or with `all` everyone's who got the same
 * task of the track) as `answers.csv` (a row per person, a column per question, answers as people read them), and
 * the files they attached under `files/<person>/`. Rights: the `tracks` section and Reader of the task's track (the
 * track's analytics); another client's task, or a track the user may not read, is 404. `file_ids` (spec 001 §7:
 * sent only when not empty) narrows the files to those, each of which must be among the answers' files (400).
 */
export const formDataPlan = async (sql: Sql, who: Who, q: FormDataRequest) => {
  const clientId = who.user.clientId;
  const [task] = await sql.query<{ user_id: number; element_id: number; track_id: number; type_id: number; title: string; content: Record<string, any> }>(
    `select ut.user_id, ut.element_id, ut.track_id, we.type_id, we.title, we.content
       from user_tasks ut join workflow_elements we on we.id = ut.element_id and we.client_id = ut.client_id
      where ut.id = $1 and ut.client_id = $2`, [q.user_workflow_task_id, clientId]);
  if (!task) throw notFoundError(`user task ${q.user_workflow_task_id}`, "learning.errors.notFound");
  await trackFor(sql, who, task.track_id, can.view);
  const form = formOf(task);
  if (!form) throw invalidField("user_workflow_task_id", "learning.errors.noForm");
  const rows = await sql.query<AnswerRow>(
    `select a.user_id, ${fullNameSql("u", who.user.language)} as name, u.email, coalesce(k.state, '') as state, k.completed_at::text as completed_at, a.data
       from task_answers a join users u on u.id = a.user_id and u.client_id = a.client_id
       left join user_tasks k on k.client_id = a.client_id and k.user_id = a.user_id and k.element_id = a.element_id
      where a.client_id = $1 and a.element_id = $2 and ($3::int is null or a.user_id = $3)
      order by a.id`, [clientId, task.element_id, q.all ? null : task.user_id]);
  const people = rows.map((r) => ({ ...r, data: (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as SavedFormData }));
  const questions = form.elements.filter((e): e is Question => e.element === 1);
  const mentioned = await personNames(sql, who.user, people, questions);
  let csv = `\uFEFF${csvLine(["Name", "E-mail", "State", "Completed", ...questions.map((x) => x.title)])}`;
  for (const p of people) {
    csv += csvLine([p.name ?? "", p.email, p.state, p.completed_at ?? "", ...questions.map((x) => answerText(x, p.data[x.id]?.value, (id) => mentioned.get(id)))]);
  }
  // the answers' files, each in its person's folder (the ids come from the answers, read with the client's scope)
  const owner = new Map<number, (typeof people)[number]>();
  for (const p of people) for (const id of fileIdsOf(form, p.data)) owner.set(id, p);
  const wanted = q.file_ids?.length ? q.file_ids : [...owner.keys()];
  const stray = wanted.findIndex((id) => !owner.has(id));
  if (stray >= 0) throw invalidField(`file_ids.${stray}`, "learning.errors.fileNotInAnswers");
  const files = wanted.length
    ? await sql.query<{ id: number; display_name: string; storage_key: string }>(
        "select id, display_name, storage_key from library_files where client_id = $1 and id = any($2::int[]) order by id", [clientId, [...wanted]])
    : [];
  const used = new Set<string>();
  const entries = files.map((f) => {
    const p = owner.get(f.id)!;
    let name = `files/${safeName(`${p.name} (${p.user_id})`)}/${safeName(f.display_name)}`;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `files/${safeName(`${p.name} (${p.user_id})`)}/${i}-${safeName(f.display_name)}`;
    used.add(name.toLowerCase());
    return { name, key: f.storage_key };
  });
  return { title: task.title, csv, entries };
};

/** Names of the people that person questions (functional head, mentor) answer with: one query for the whole export. */
export const personNames = async (
  sql: Sql,
  viewer: { readonly clientId: number; readonly language: string },
  people: ReadonlyArray<{ data: SavedFormData }>,
  questions: readonly Question[],
) => {
  const ids = new Set<number>();
  for (const x of questions) if (x.field === 9 || x.field === 10) for (const p of people) if (typeof p.data[x.id]?.value === "number") ids.add(p.data[x.id].value as number);
  if (!ids.size) return new Map<number, string>();
  const rows = await sql.query<{ id: number; name: string }>(
    `select u.id, ${fullNameSql("u", viewer.language)} as name from users u where u.client_id = $1 and u.id = any($2::int[])`, [viewer.clientId, [...ids]]);
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** POST /api/downloadFormData: the zip streamed as it is built, one stored file open at a time. */
export const downloadFormData = (q: FormDataRequest) =>
  Effect.gen(function* () {
    const config = yield* AppConfig;
    const storage = storageOf(config);
    const plan = yield* tracksDb((db, who) => formDataPlan(db, who, q));
    const out = zipStream(storage, [{ name: "answers.csv", data: Buffer.from(plan.csv, "utf8") }, ...plan.entries], "learning: form data zip");
    return bytesResponse(() => out, "application/zip", { "content-disposition": disposition(true, `${safeName(plan.title)}.zip`) });
  });
