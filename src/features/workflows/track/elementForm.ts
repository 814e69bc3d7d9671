// A task (workflow element) as a form: its draft, what is wrong with it (the server's rules, checked before
// sending: a title, dates of the track's kind with the end not before the start, an agent's message, https image
// links), the payload, and how its dates read. Pure, so it can be tested alone.
import { ElementTypeIds } from "../../../../services/contract/workflows";
import type { ElementContent, ElementInput, WorkflowElement } from "../api";

export type DurationType = "RELATION" | "ABSOLUTE";

/** The 13 activity types in the builder's order: [id, message key]. */
export const ELEMENT_TYPES = Object.entries(ElementTypeIds).map(([key, id]) => ({ id, key }));
export const typeKey = (id: number) => ELEMENT_TYPES.find((t) => t.id === id)?.key ?? "content";

/** Which content parts a type edits. */
export const PARTS: Record<string, readonly ("text" | "event" | "form" | "files" | "course" | "image" | "message" | "profile_fields")[]> = {
  content: ["text", "files"],
  communication: ["text"],
  event: ["text", "event"],
  form: ["text", "form"],
  learning: ["text", "course", "files"],
  test: ["text", "form"],
  feedback: ["text", "form"],
  milestone: ["text", "image"],
  achievement: ["text", "image"],
  taskCard: ["text"],
  emailAgent: ["message"],
  profileInformation: ["text", "profile_fields"],
  pushAgent: ["message"],
};
export const partsOf = (typeId: number) => PARTS[typeKey(typeId)] ?? ["text"];

export interface ElementDraft {
  id: number | null;
  workflow_element_type_id: number;
  title: string;
  assigned_role_id: number;
  workflow_element_side_id: 1 | 2;
  recommended_time: string;
  start: string;
  end: string;
  content: ElementContent;
}

const rel = (n: number | null) => (n === null ? "" : String(n));

export const draftOfElement = (e: WorkflowElement, duration: DurationType): ElementDraft => ({
  id: e.id > 0 ? e.id : null,
  workflow_element_type_id: e.workflow_element_type_id,
  title: e.title,
  assigned_role_id: e.assigned_role_id,
  workflow_element_side_id: e.workflow_element_side_id === 1 ? 1 : 2,
  recommended_time: e.recommended_time === null ? "" : String(e.recommended_time),
  start: duration === "RELATION" ? rel(e.start_date_rel) : (e.start_date_abs ?? ""),
  end: duration === "RELATION" ? rel(e.end_date_rel) : (e.end_date_abs ?? ""),
  content: e.content,
});

const isInt = (s: string) => /^-?\d{1,4}$/.test(s.trim());

/** Field → catalogue id of what is wrong with it. */
export const elementProblems = (d: ElementDraft, duration: DurationType): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!d.title.trim()) out.title = "workflows.check.titleRequired";
  if (d.recommended_time.trim() && !/^\d{1,6}$/.test(d.recommended_time.trim())) out.recommended_time = "workflows.check.minutes";
  const [s, e] = duration === "RELATION" ? ["start_date_rel", "end_date_rel"] : ["start_date_abs", "end_date_abs"];
  if (!d.start.trim()) out[s] = "workflows.check.startRequired";
  else if (duration === "RELATION" && !isInt(d.start)) out[s] = "workflows.check.day";
  if (!d.end.trim()) out[e] = "workflows.check.endRequired";
  else if (duration === "RELATION" && !isInt(d.end)) out[e] = "workflows.check.day";
  if (!out[s] && !out[e] && (duration === "RELATION" ? Number(d.end) < Number(d.start) : d.end < d.start)) out[e] = "workflows.check.endBeforeStart";
  const parts = partsOf(d.workflow_element_type_id);
  const url = d.content.image?.url?.trim();
  if (parts.includes("image") && url && !/^https:\/\//i.test(url)) out["content.image.url"] = "workflows.check.httpsOnly";
  if (parts.includes("text") && /!\[[^\]]*\]\((?!https:)/i.test(d.content.text ?? "")) out["content.text"] = "workflows.check.imageHttps";
  if (parts.includes("message")) {
    if (!d.content.message?.body?.trim()) out["content.message.body"] = "workflows.check.messageRequired";
    if (d.content.message && !/^([01]\d|2[0-3]):[0-5]\d$/.test(d.content.message.send_time)) out["content.message.send_time"] = "workflows.check.time";
  }
  return out;
};

/** Only the content parts of the task's type are sent. */
const contentOf = (d: ElementDraft): ElementContent => {
  const parts = partsOf(d.workflow_element_type_id);
  const c = d.content;
  return {
    ...(parts.includes("text") ? { text: c.text ?? null } : {}),
    ...(parts.includes("files") ? { files: c.files ?? [] } : {}),
    ...(parts.includes("course") ? { course_id: c.course_id ?? null } : {}),
    ...(parts.includes("form") ? { form: c.form ?? null } : {}),
    ...(parts.includes("message") ? { message: c.message ?? null } : {}),
    ...(parts.includes("image") ? { image: c.image?.url?.trim() || c.image?.library_file_id ? { url: c.image.url?.trim() || null, library_file_id: c.image.library_file_id ?? null } : null } : {}),
    ...(parts.includes("profile_fields") ? { profile_fields: c.profile_fields ?? [] } : {}),
    ...(parts.includes("event") ? { event: c.event ?? null } : {}),
  };
};

export const elementInput = (d: ElementDraft, workflowId: number, duration: DurationType): ElementInput => ({
  ...(d.id ? { id: d.id } : {}),
  workflow_id: workflowId,
  title: d.title.trim(),
  workflow_element_type_id: d.workflow_element_type_id,
  assigned_role_id: d.assigned_role_id,
  workflow_element_side_id: d.workflow_element_side_id,
  recommended_time: d.recommended_time.trim() ? Number(d.recommended_time) : null,
  ...(duration === "RELATION"
    ? { start_date_rel: Number(d.start), end_date_rel: Number(d.end), start_date_abs: null, end_date_abs: null }
    : { start_date_abs: d.start, end_date_abs: d.end, start_date_rel: null, end_date_rel: null }),
  content: contentOf(d),
});

/** A copy of a task as a new one: the same settings and content, placed right after it. */
export const copyInput = (e: WorkflowElement): ElementInput => {
  const { id: _id, duration_days: _d, group_position_index: _g, is_published: _p, content_complete: _c, updated_at: _u, version: _v, ...rest } = e;
  return { ...rest, workflow_element_side_id: rest.workflow_element_side_id === 1 ? 1 : 2 };
};

/** Days a task lasts (spec 001 §9: end − start + 1), or null without both dates. */
export const durationDays = (e: Pick<WorkflowElement, "start_date_rel" | "end_date_rel" | "start_date_abs" | "end_date_abs">): number | null => {
  if (e.start_date_rel !== null && e.end_date_rel !== null) return e.end_date_rel - e.start_date_rel + 1;
  if (e.start_date_abs && e.end_date_abs) return Math.round((Date.parse(e.end_date_abs) - Date.parse(e.start_date_abs)) / 86_400_000) + 1;
  return null;
};
