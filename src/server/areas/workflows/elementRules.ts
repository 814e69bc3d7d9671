import { type FormKind, validateFormDefinition } from "../../../../services/formBuilder/index.js";
import { FileKinds } from "../../../../services/contract/library.js";
import { checkRichText } from "../../../../services/richText/index.js";
import type { ElementContent, ElementInput } from "../../../../services/contract/workflows.js";
import { ELEMENT_DEFAULTS, ElementTypeIds as T } from "../../../../services/contract/workflows.js";
import type { Sql } from "../../db/types.js";
import { invalid } from "./run.js";

const P = "payload.element";
const FORM_TYPES: readonly number[] = [T.form, T.test, T.feedback];
const FORM_KIND: Record<number, FormKind> = { [T.form]: "form", [T.test]: "test", [T.feedback]: "feedback" };
const AGENT_TYPES: readonly number[] = [T.emailAgent, T.pushAgent];

/** Links to images in Markdown (`![alt](url)`) or inline HTML (`<img src="url">`): each must be https (spec 001 §5). */
const imageLinks = (text: string) => [
  ...[...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1]),
  ...[...text.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]),
];
const isHttps = (url: string) => /^https:\/\/[^\s/]+/i.test(url.trim());

/**
 * The part of a task's content its type needs to be complete (what publishing asks of every task), as the path of
 * the missing part, or null when complete.
 */
export const missingContent = (type: number, c: ElementContent): string | null => {
  const text = (c.text ?? "").trim().length > 0;
  const files = (c.files ?? []).length > 0;
  switch (type) {
    case T.content: return text || files ? null : "content.text";
    case T.communication: case T.taskCard: return text ? null : "content.text";
    case T.event: return text || c.event ? null : "content.event";
    case T.form: case T.test: case T.feedback: return c.form ? null : "content.form";
    case T.learning: return files || c.course_id ? null : "content.files";
    case T.milestone: return c.image?.url || c.image?.library_file_id ? null : "content.image";
    case T.achievement: return text || c.image?.url || c.image?.library_file_id ? null : "content.text";
    case T.emailAgent: case T.pushAgent: return c.message?.body.trim() ? null : "content.message";
    case T.profileInformation: return (c.profile_fields ?? []).length > 0 ? null : "content.profile_fields";
    default: return null;
  }
};

/** The dates of a task as stored: relative days or absolute dates, whichever the track uses, checked. */
const datesOf = (e: ElementInput, durationType: string) => {
  const rel = [e.start_date_rel, e.end_date_rel].some((v) => v !== undefined && v !== null);
  const abs = [e.start_date_abs, e.end_date_abs].some((v) => v !== undefined && v !== null);
  if (rel && abs) throw invalid(`${P}.start_date_abs`, "workflows.errors.mixedDates");
  if (durationType === "RELATION" && abs) throw invalid(`${P}.start_date_abs`, "workflows.errors.datesOfOtherKind");
  if (durationType === "ABSOLUTE" && rel) throw invalid(`${P}.start_date_rel`, "workflows.errors.datesOfOtherKind");
  const kind = durationType === "RELATION" ? "rel" : "abs";
  const start = e[`start_date_${kind}`] ?? null;
  const end = e[`end_date_${kind}`] ?? null;
  if (start === null && end !== null) throw invalid(`${P}.start_date_${kind}`, "workflows.errors.dateRequired");
  if (start !== null && end !== null && end < start) throw invalid(`${P}.end_date_${kind}`, "workflows.errors.endBeforeStart");
  return kind === "rel"
    ? { start_date_rel: start as number | null, end_date_rel: (end ?? start) as number | null, start_date_abs: null, end_date_abs: null }
    : { start_date_rel: null, end_date_rel: null, start_date_abs: start as string | null, end_date_abs: (end ?? start) as string | null };
};

/** Library files named by the content: each must be the client's and of the kind it is picked as. */
const checkFiles = async (sql: Sql, clientId: number, c: ElementContent) => {
  const picked = [
    ...(c.files ?? []).map((f, i) => ({ id: f.library_file_id, kinds: FileKinds[f.kind] as readonly number[], path: `${P}.content.files.${i}.library_file_id` })),
    ...(c.image?.library_file_id ? [{ id: c.image.library_file_id, kinds: FileKinds.image as readonly number[], path: `${P}.content.image.library_file_id` }] : []),
  ];
  if (!picked.length) return;
  const rows = await sql.query<{ id: number; general_file_type_id: number }>(
    "select id, general_file_type_id from library_files where client_id = $1 and id = any($2)", [clientId, picked.map((p) => p.id)]);
  const types = new Map(rows.map((r) => [r.id, r.general_file_type_id]));
  for (const p of picked) {
    const type = types.get(p.id);
    if (type === undefined) throw invalid(p.path, "workflows.errors.fileNotFound");
    if (!p.kinds.includes(type)) throw invalid(p.path, "workflows.errors.fileKind");
  }
};

/** A learning task's course: the client's own (any state: an inactive course may be readied before the track runs). */
const checkCourse = async (sql: Sql, clientId: number, c: ElementContent) => {
  if (c.course_id === undefined || c.course_id === null) return;
  const [found] = await sql.query<{ id: number }>("select id from courses where client_id = $1 and id = $2", [clientId, c.course_id]);
  if (!found) throw invalid(`${P}.content.course_id`, "workflows.errors.courseNotFound");
};

/**
 * Checks a task before it is saved (spec 001 §5) and returns what its events carry. Bad input is a 400 naming the
 * field: dates of both kinds or of the other kind than the track's, an end before its start, an image link that is
 * not https, a link of the text that rich text refuses (`richText.badLink`, `richText.badMention`), a file that is
 * not the client's or not of its kind; with `checkContent`, content its type lacks.
 */
export const checkElement = async (sql: Sql, clientId: number, durationType: string, e: ElementInput, checkContent: boolean) => {
  const content: ElementContent = e.content ?? {};
  const dates = datesOf(e, durationType);
  for (const url of imageLinks(content.text ?? "")) if (!isHttps(url)) throw invalid(`${P}.content.text`, "workflows.errors.imageNotHttps");
  // The links of the text, as news, FAQ and courses check theirs (services/richText): `javascript:`, `data:` and other
  // schemes are refused at save, not only dropped by the sanitiser when shown; a mention needs its id and `@`.
  const [linkProblem] = checkRichText(content.text ?? "");
  if (linkProblem) throw invalid(`${P}.content.text`, linkProblem.code);
  if (content.image?.url && !isHttps(content.image.url)) throw invalid(`${P}.content.image.url`, "workflows.errors.imageNotHttps");
  if (content.form !== undefined && content.form !== null && !FORM_TYPES.includes(e.workflow_element_type_id)) {
    throw invalid(`${P}.content.form`, "workflows.errors.notForThisType");
  }
  if (content.form !== undefined && content.form !== null) {
    // the form builder's own rules (services/formBuilder): a test needs its correct answers, links https, files of their kind
    const [problem] = validateFormDefinition(content.form, { kind: FORM_KIND[e.workflow_element_type_id] });
    if (problem) throw invalid([`${P}.content.form`, problem.path].filter(Boolean).join("."), problem.message);
  }
  if (content.message && !AGENT_TYPES.includes(e.workflow_element_type_id)) throw invalid(`${P}.content.message`, "workflows.errors.notForThisType");
  if (content.course_id !== undefined && content.course_id !== null && e.workflow_element_type_id !== T.learning) {
    throw invalid(`${P}.content.course_id`, "workflows.errors.notForThisType");
  }
  await checkFiles(sql, clientId, content);
  await checkCourse(sql, clientId, content);
  const missing = missingContent(e.workflow_element_type_id, content);
  if (checkContent && missing) throw invalid(`${P}.${missing}`, "workflows.errors.contentIncomplete");
  return {
    title: e.title.trim(), type_id: e.workflow_element_type_id, assigned_role_id: e.assigned_role_id ?? ELEMENT_DEFAULTS.assigned_role_id,
    side_id: e.workflow_element_side_id ?? ELEMENT_DEFAULTS.workflow_element_side_id, recommended_time: e.recommended_time ?? null,
    ...dates, content, content_complete: missing === null,
  };
};
