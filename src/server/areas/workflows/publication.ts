import { publicationMachine } from "../../../../machines/publication.js";
import type { Sql } from "../../db/types.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import type { Command } from "../../events/lifecycle.js";
import { runCommand } from "../../events/pipeline.js";
import { STREAMS } from "./facts.js";
import { metaOf, type Who } from "./run.js";

/** The publication snapshot of a track as its read row keeps it, and the stream version it was read at. */
export const loadPublication = async (tx: Sql, clientId: number, id: number) => {
  const [row] = await tx.query<{ state_value: string; publication: any; publication_version: number }>(
    "select state_value, publication, publication_version from workflows where id = $1 and client_id = $2", [id, clientId]);
  const context = typeof row.publication === "string" ? JSON.parse(row.publication) : row.publication;
  return { snapshot: restoreSnapshot(publicationMachine, row.state_value, context), version: row.publication_version };
};

/** The server sends an editor of the track as the machine's `admin` (our rights were checked before). */
export const editorActor = (who: Who) => ({ id: who.user.userId, relation: "admin" as const });

/** Runs publication commands on a track through the pipeline (the machine decides; the facts are appended). */
export const publicationCommand = (tx: Sql, who: Who, id: number, commands: readonly Command[], expected?: number) =>
  runCommand(tx, {
    clientId: who.user.clientId,
    stream: { type: STREAMS.publication, id },
    lifecycle: "publication",
    load: (t) => loadPublication(t, who.user.clientId, id),
    commands,
    meta: metaOf(who),
    notNow: "workflows.errors.notNow",
    ...(expected === undefined ? {} : { expected }),
  });

/** A task was added, edited or (with `removed`) taken out: the track has an unpublished change. */
export const taskChanged = (tx: Sql, who: Who, workflowId: number, taskId: number | undefined, removed = false) =>
  publicationCommand(tx, who, workflowId, [
    removed && taskId !== undefined
      ? { type: "publication.removeTask", taskId, actor: editorActor(who) }
      : { type: "publication.change", ...(taskId === undefined ? {} : { taskId }), actor: editorActor(who) },
  ]);
