import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import { ELEMENT_DEFAULTS, ElementTypeIds, type WorkflowElement } from "../../../../services/contract/workflows.js";
import type { Sql } from "../../db/types.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import { can } from "./rights.js";
import { invalid, notFound, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

const COLS = `e.id, e.workflow_id, e.position, e.title, e.type_id, e.assigned_role_id, e.side_id, e.recommended_time, e.start_date_rel,
  e.end_date_rel, to_char(e.start_date_abs, 'YYYY-MM-DD') as start_date_abs, to_char(e.end_date_abs, 'YYYY-MM-DD') as end_date_abs,
  e.content, e.content_complete, e.is_published, e.updated_at, e.version`;

const DAY = 86_400_000;
/** Durations show in days: end − start + 1 (spec 001 §9). */
const durationDays = (r: Record<string, any>) =>
  r.start_date_rel !== null && r.end_date_rel !== null ? r.end_date_rel - r.start_date_rel + 1
    : r.start_date_abs && r.end_date_abs ? Math.round((Date.parse(r.end_date_abs) - Date.parse(r.start_date_abs)) / DAY) + 1 : null;

export const elementView = (r: Record<string, any>): WorkflowElement => ({
  id: r.id, workflow_id: r.workflow_id, title: r.title, workflow_element_type_id: r.type_id, assigned_role_id: r.assigned_role_id,
  workflow_element_side_id: r.side_id, recommended_time: r.recommended_time, start_date_rel: r.start_date_rel, end_date_rel: r.end_date_rel,
  start_date_abs: r.start_date_abs, end_date_abs: r.end_date_abs, duration_days: durationDays(r), group_position_index: r.position,
  is_published: r.is_published, content: typeof r.content === "string" ? JSON.parse(r.content) : r.content, content_complete: r.content_complete,
  updated_at: new Date(r.updated_at).toISOString(), version: r.version,
});

/** The builder's timeline: a track's tasks by position, keyset-paged (the cursor is the last task's id). */
export const listElements = async (sql: Sql, who: Who, workflowId: number, q: { limit?: number; last_id?: number }) => {
  await trackFor(sql, who, workflowId);
  const limit = q.limit ?? 500;
  const cursor = q.last_id === undefined ? null : "(select position from workflow_elements where id = $3 and workflow_id = $2), $3";
  const params: unknown[] = [who.user.clientId, workflowId];
  if (q.last_id !== undefined) {
    if (!(await sql.query("select 1 from workflow_elements where id = $1 and workflow_id = $2", [q.last_id, workflowId])).length) {
      throw invalid("query.last_id", "workflows.errors.badCursor");
    }
    params.push(q.last_id);
  }
  const rows = await sql.query<any>(
    `select ${COLS} from workflow_elements e where e.client_id = $1 and e.workflow_id = $2${keysetTail({ keys: ["e.position", "e.id"] }, cursor === null ? null : `(${cursor})`, limit)}`,
    params);
  return keysetPage(rows.map(elementView), limit);
};

export const elementById = async (sql: Sql, who: Who, id: number) => {
  const [row] = await sql.query<any>(`select ${COLS} from workflow_elements e where e.id = $1 and e.client_id = $2`, [id, who.user.clientId]);
  if (!row) throw notFound();
  await trackFor(sql, who, row.workflow_id);
  return elementView(row);
};

type Lang = "ru" | "en" | "fr";
const TYPE_NAMES: Record<number, Record<Lang, string>> = {
  1: { ru: "Контент", en: "Content", fr: "Contenu" }, 2: { ru: "Коммуникация", en: "Communication", fr: "Communication" },
  3: { ru: "Событие", en: "Event", fr: "Événement" }, 4: { ru: "Форма", en: "Form", fr: "Formulaire" },
  5: { ru: "Обучение", en: "Learning", fr: "Formation" }, 6: { ru: "Тест", en: "Test", fr: "Test" },
  7: { ru: "Обратная связь", en: "Feedback", fr: "Retour" }, 8: { ru: "Веха", en: "Milestone", fr: "Jalon" },
  9: { ru: "Достижение", en: "Achievement", fr: "Réussite" }, 10: { ru: "Карта задач", en: "Task card", fr: "Fiche de tâches" },
  11: { ru: "E-mail агент", en: "E-mail agent", fr: "Agent e-mail" }, 12: { ru: "Информация профиля", en: "Profile information", fr: "Informations du profil" },
  13: { ru: "Push агент", en: "Push agent", fr: "Agent push" },
};
const langOf = (l: string): Lang => (l === "en" || l === "fr" ? l : "ru");
/** Fields an agent's message may name as `{field}`: filled per person when it is sent. */
export const MESSAGE_FIELDS = ["user_name", "user_first_name", "user_email", "workflow_name", "task_title", "task_start_date", "task_end_date", "manager_name", "company_name"];

/** A new task of a type: its defaults, the title being the type's name in the user's language. */
export const template = (type: number, lang: string) => ({
  title: TYPE_NAMES[type][langOf(lang)], workflow_element_type_id: type, ...ELEMENT_DEFAULTS, recommended_time: null,
  start_date_rel: null, end_date_rel: null, start_date_abs: null, end_date_abs: null, content: {},
});

/** GET manageWorkflowElement: the task (or a new one's defaults) and the editor's sources. */
export const elementEditor = async (sql: Sql, who: Who, q: { workflow_id: number; workflow_element_id?: number; start_date?: string; workflow_element_type_id?: number }) => {
  const { track, right } = await trackFor(sql, who, q.workflow_id);
  const lang = langOf(who.user.language);
  let element: WorkflowElement;
  if (q.workflow_element_id !== undefined) {
    element = await elementById(sql, who, q.workflow_element_id);
    if (element.workflow_id !== track.id) throw notFound();
  } else {
    if (!can.write(right)) throw invalid("query.workflow_element_id", "workflows.errors.noRight");
    const t = template(q.workflow_element_type_id ?? ElementTypeIds.content, lang);
    const abs = track.duration_type === "ABSOLUTE";
    element = {
      id: -1, workflow_id: track.id, ...t, start_date_rel: abs ? null : 0, end_date_rel: abs ? null : 0,
      start_date_abs: abs ? (q.start_date ?? track.start_date) : null, end_date_abs: abs ? (q.start_date ?? track.start_date) : null,
      duration_days: 1, group_position_index: track.elements_count, is_published: false, content_complete: false,
      updated_at: new Date(0).toISOString(), version: 0,
    };
  }
  const roles = Object.entries(SystemRoleNames).map(([id, n]) => ({ id: Number(id), name: n[lang] }));
  const type = element.workflow_element_type_id;
  return {
    element,
    assigned_role_data: roles.find((r) => r.id === element.assigned_role_id) ?? { id: element.assigned_role_id, name: "" },
    assigned_roles_source: roles,
    content_types_source: Object.entries(TYPE_NAMES).map(([id, n]) => ({ id: Number(id), name: n[lang] })),
    notification_type: type === ElementTypeIds.emailAgent ? ("email" as const) : type === ElementTypeIds.pushAgent ? ("push" as const) : null,
    notification_types_source: [{ id: 1, name: "email" }, { id: 2, name: "push" }],
    notification_units_source: [{ id: 1, name: "days" }],
    workflow_element_duration_type: track.duration_type as "RELATION" | "ABSOLUTE",
    email_notification_fields: MESSAGE_FIELDS,
  };
};

/** The track's positions now (after a removal or a reorder). */
export const positionsOf = async (sql: Sql, who: Who, workflowId: number) => {
  const { track } = await trackFor(sql, who, workflowId);
  const rows = await sql.query<{ id: number; position: number }>(
    "select id, position from workflow_elements where client_id = $1 and workflow_id = $2 order by position, id", [who.user.clientId, workflowId]);
  return { workflow_id: workflowId, version: track.version, items: rows.map((r) => ({ id: r.id, index: r.position })) };
};
