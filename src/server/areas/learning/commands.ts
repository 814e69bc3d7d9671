import type { SessionUser } from "../../../../services/contract/security.js";
import { scoreAnswers, validateAnswers, type FormAnswers } from "../../../../services/formBuilder/index.js";
import { checkDraftAnswers, fileIdsOf, type SavedFormData } from "../../../../services/learning/index.js";
import { systemActor } from "../../../../machines/actor.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { conflictBy, DomainError, invalidField } from "../../events/errors.js";
import type { Command } from "../../events/lifecycle.js";
import { sealPersonal } from "../../events/personalData.js";
import { requireSeen, runCommand } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { ANSWERS_SAVED, STREAMS, taskStreamId } from "./facts.js";
import { actorOf, formOf, lockTask, progressSnapshot, TEST_TYPE, type TaskRow } from "./task.js";

const metaOf = (user: SessionUser | null) => (user ? { actor: user.userId, roleId: user.roleId } : { actor: "system" as const });

/** Runs progress commands on a person's task through the pipeline: the trackProgress machine decides, facts are appended. */
export const progressCommand = (tx: Sql, user: SessionUser | null, clientId: number, row: TaskRow, commands: readonly Command[], expected?: number) =>
  runCommand(tx, {
    clientId,
    stream: { type: STREAMS.progress, id: taskStreamId(row.user_id, row.element_id) },
    lifecycle: "trackProgress",
    load: { snapshot: progressSnapshot(row), version: row.progress_version },
    commands: commands.map((c) => ({ ...c, user_id: row.user_id, element_id: row.element_id })),
    meta: metaOf(user),
    notNow: "learning.errors.notNow",
    ...(expected === undefined ? {} : { expected }),
  });

/** A job's command on a task (available, overdue), as the `system` actor. */
export const systemCommand = (tx: Sql, clientId: number, row: TaskRow, type: "track.available" | "track.overdue") =>
  progressCommand(tx, null, clientId, row, [{ type, actor: systemActor }]);

/** The learner's first touch of a task (a save, a completion) starts it when it is not started yet. */
const startIfNeeded = (row: TaskRow, user: SessionUser): Command[] =>
  row.state === "available" || row.state === "planned" || (row.state === "overdue" && !row.started) ? [{ type: "track.start", actor: actorOf(row, user) }] : [];

const savedOf = async (tx: Sql, clientId: number, row: TaskRow) =>
  (await tx.query<{ id: number; data: SavedFormData; version: number }>(
    "select id, data, version from task_answers where client_id = $1 and user_id = $2 and element_id = $3",
    [clientId, row.user_id, row.element_id]))[0];

/**
 * Start or complete a task (`POST /userWorkflowTaskProgress`). Completing a form or feedback needs its required
 * questions answered (400 naming them, `data.<question id>`); completing a test stores its score with the fact.
 */
export const runProgress = async (tx: Sql, user: SessionUser, taskId: number, command: "start" | "complete", expected?: number) => {
  const row = await lockTask(tx, user, taskId);
  const actor = actorOf(row, user);
  if (command === "start") return progressCommand(tx, user, user.clientId, row, [{ type: "track.start", actor }], expected);
  const form = formOf(row);
  let score: unknown;
  if (form) {
    const saved = await savedOf(tx, user.clientId, row);
    const answers = toAnswers(saved?.data ?? {});
    const missing = validateAnswers(form, answers);
    if (missing.length && actor.relation === "self") {
      throw new DomainError("invalid", missing[0].message, "answers", missing.map((e) => ({ path: `data.${e.path}`, message: e.message })));
    }
    if (row.type_id === TEST_TYPE) {
      const s = scoreAnswers(form, answers);
      score = { total: s.total, correct: s.correct, percent: s.percent };
    }
  }
  return progressCommand(tx, user, user.clientId, row, [{ type: "track.complete", actor, ...(score ? { score } : {}) }], expected);
};

/** Saved data as the form builder's answers (entries with a value). */
export const toAnswers = (data: SavedFormData): FormAnswers =>
  Object.fromEntries(Object.entries(data).filter(([, e]) => e.value !== undefined).map(([id, e]) => [id, { value: e.value, ...(e.comments ? { comments: e.comments } : {}) }])) as FormAnswers;

/**
 * Saves a task's whole form data (`POST` without a record, `PUT /{id}` with one): only the doer, only while the task
 * is open (a completed task: 409 `learning.errors.taskCompleted`, nothing written), every entry checked
 * (`checkDraftAnswers`: 400 naming `data.<element id>`), at the version the screen saw. The first save starts the task.
 */
export const saveAnswers = async (
  tx: Sql, user: SessionUser, taskId: number, recordId: number | null, data: SavedFormData, expected: number | undefined,
) => {
  const row = await lockTask(tx, user, taskId);
  const form = formOf(row);
  if (!form) throw invalidField("user_workflow_task_id", "learning.errors.noForm");
  if (actorOf(row, user).relation !== "self") throw new DomainError("forbidden", "learning.errors.notYourTask", `task ${taskId}`);
  if (row.state === "completed") throw conflictBy("learning.errors.taskCompleted", `task ${taskId}`);
  const saved = await savedOf(tx, user.clientId, row);
  if (recordId !== null && saved?.id !== recordId) throw invalidField("id", "learning.errors.recordMismatch");
  const stream = { type: STREAMS.answers, id: taskStreamId(row.user_id, row.element_id) };
  const version = saved?.version ?? 0;
  await requireSeen(tx, user.clientId, stream, expected, version);
  const files = await uploadedFiles(tx, user, fileIdsOf(form, data));
  const problems = checkDraftAnswers(form, data, files);
  if (problems.length) throw new DomainError("invalid", problems[0].message, "answers", problems.map((p) => ({ path: p.path, message: p.message })));
  const start = startIfNeeded(row, user);
  if (start.length) await progressCommand(tx, user, user.clientId, row, start);
  const id = saved?.id ?? (await nextId(tx, "task_answer_ids"));
  const sealedData = await sealPersonal(tx, user.clientId, row.user_id, { id, user_id: row.user_id, element_id: row.element_id, data }, ["data"]);
  await appendIn(tx, user.clientId, stream, version, [{ type: ANSWERS_SAVED, data: sealedData }], metaOf(user));
  return (await savedOf(tx, user.clientId, row))!;
};

/** The learner's own uploads an answer names: size and name (for the question's limits). */
const uploadedFiles = async (tx: Sql, user: SessionUser, ids: number[]) => {
  if (!ids.length) return new Map();
  const rows = await tx.query<{ id: number; size: string | number; name: string; type_id: number }>(
    `select id, size, general_file_type_id as type_id, display_name || case when extension = '' then '' else '.' || extension end as name
       from library_files where client_id = $1 and creator_id = $2 and id = any($3::int[])`,
    [user.clientId, user.userId, ids]);
  return new Map(rows.map((r) => [r.id, { size: Number(r.size), name: r.name, typeId: r.type_id }]));
};
