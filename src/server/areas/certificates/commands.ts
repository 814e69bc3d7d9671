import { BACKGROUND, CertificateMessages as M, type TemplateInput } from "../../../../services/contract/certificates.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { conflictBy, invalidField } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { CertificateFacts as F, CertificateStreams as S } from "./facts.js";
import type { ImageInfo } from "./image.js";
import { templateRow } from "./queries.js";

const meta = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });
const stream = (id: number) => ({ type: S.template, id });

/** The fields trimmed; an empty name is a 400 naming it. */
const fieldsOf = (input: TemplateInput) => {
  const name = input.name.trim();
  if (!name) throw invalidField("payload.name", M.empty);
  return { name, state: input.state, font_id: input.font_id, orientation: input.orientation, body: input.body, alignment: input.alignment };
};

/** Whether an image of this size fits the orientation: 2480×3508 standing, 3508×2480 lying (spec 001 §9). */
export const fitsOrientation = (size: { width: number; height: number }, orientation: "horizontal" | "vertical") =>
  orientation === "vertical"
    ? size.width === BACKGROUND.width && size.height === BACKGROUND.height
    : size.width === BACKGROUND.height && size.height === BACKGROUND.width;

/** Creates a template; answers its id. */
export const createTemplate = async (tx: Sql, u: SessionUser, input: TemplateInput) => {
  const fields = fieldsOf(input);
  const id = await nextId(tx, "certificate_template_ids");
  await appendIn(tx, u.clientId, stream(id), 0, [{ type: F.created, data: { id, ...fields } }], meta(u));
  return id;
};

/**
 * Edits a template. Turning it while it has a background is refused (the background would not fit): the
 * administrator removes or replaces the background first.
 */
export const updateTemplate = async (tx: Sql, u: SessionUser, id: number, input: TemplateInput, seen?: number) => {
  const fields = fieldsOf(input);
  const row = await templateRow(tx, u.clientId, id, true);
  await requireSeen(tx, u.clientId, stream(id), seen, row.version);
  if (row.background_key && fields.orientation !== row.orientation) throw invalidField("payload.orientation", M.backgroundSize);
  const same = (Object.keys(fields) as (keyof typeof fields)[]).every((k) => fields[k] === row[k]);
  if (!same) await appendNext(tx, u.clientId, stream(id), [{ type: F.updated, data: fields }], meta(u));
};

export const removeTemplate = async (tx: Sql, u: SessionUser, id: number, seen?: number) => {
  const row = await templateRow(tx, u.clientId, id, true);
  await requireSeen(tx, u.clientId, stream(id), seen, row.version);
  await appendNext(tx, u.clientId, stream(id), [{ type: F.removed, data: {} }], meta(u));
};

/** The training tab: the client's courses that grant this certificate; a course already granting another is a 409. */
export const setCourses = async (tx: Sql, u: SessionUser, id: number, courseIds: readonly number[], seen?: number) => {
  const row = await templateRow(tx, u.clientId, id, true);
  await requireSeen(tx, u.clientId, stream(id), seen, row.version);
  const wanted = [...new Set(courseIds)].sort((a, b) => a - b);
  const known = await tx.query<{ id: number }>("select id from courses where client_id = $1 and id = any($2::int[])", [u.clientId, wanted]);
  if (known.length !== wanted.length) {
    const found = new Set(known.map((k) => k.id));
    const missing = wanted.find((c) => !found.has(c)) ?? 0;
    throw invalidField(`payload.course_ids.${courseIds.indexOf(missing)}`, M.notFound, `course ${missing}`);
  }
  const taken = await tx.query<{ course_id: number }>(
    "select course_id from certificate_courses where client_id = $1 and course_id = any($2::int[]) and template_id <> $3", [u.clientId, wanted, id]);
  if (taken.length) throw conflictBy(M.courseTaken, `course ${taken[0].course_id}`);
  await appendNext(tx, u.clientId, stream(id), [{ type: F.coursesSet, data: { course_ids: wanted } }], meta(u));
};

/** Points the template at a stored background (checked by the caller: type and size for its orientation). */
export const setBackground = async (tx: Sql, u: SessionUser, id: number, key: string, image: ImageInfo) => {
  await templateRow(tx, u.clientId, id, true);
  await appendNext(tx, u.clientId, stream(id), [{ type: F.backgroundSet, data: { key, content_type: image.type } }], meta(u));
};

export const removeBackground = async (tx: Sql, u: SessionUser, id: number) => {
  const row = await templateRow(tx, u.clientId, id, true);
  if (row.background_key) await appendNext(tx, u.clientId, stream(id), [{ type: F.backgroundRemoved, data: {} }], meta(u));
};

/**
 * The course's certificate tab: the course grants this active template, or none (null). The link is the template's
 * training set (`coursesSet`), so the course leaves its former template's set and joins the new one's; the caller has
 * checked the course is the client's. Nothing is appended when nothing changes.
 */
export const setCourseTemplate = async (tx: Sql, u: SessionUser, courseId: number, templateId: number | null) => {
  const [current] = await tx.query<{ template_id: number }>(
    "select template_id from certificate_courses where client_id = $1 and course_id = $2", [u.clientId, courseId]);
  if ((current?.template_id ?? null) === templateId) return;
  if (templateId !== null) {
    const [next] = await tx.query<{ state: string }>(
      "select state from certificate_templates where client_id = $1 and id = $2 for update", [u.clientId, templateId]);
    if (!next) throw invalidField("payload.template_id", M.notFound, `certificate template ${templateId}`);
    if (next.state !== "active") throw invalidField("payload.template_id", M.inactive, `certificate template ${templateId}`);
  }
  const setOf = async (id: number) =>
    (await tx.query<{ course_id: number }>("select course_id from certificate_courses where client_id = $1 and template_id = $2", [u.clientId, id])).map((r) => r.course_id);
  if (current) {
    await templateRow(tx, u.clientId, current.template_id, true);
    const rest = (await setOf(current.template_id)).filter((c) => c !== courseId).sort((a, b) => a - b);
    await appendNext(tx, u.clientId, stream(current.template_id), [{ type: F.coursesSet, data: { course_ids: rest } }], meta(u));
  }
  if (templateId !== null) {
    const wanted = [...(await setOf(templateId)), courseId].sort((a, b) => a - b);
    await appendNext(tx, u.clientId, stream(templateId), [{ type: F.coursesSet, data: { course_ids: wanted } }], meta(u));
  }
};
