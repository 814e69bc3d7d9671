import { fullNameSql } from "../../../../services/contract/personName.js";
import type { Db, Sql } from "../../db/types.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import { transact } from "../../events/command.js";
import { conflictBy } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { STREAMS } from "./facts.js";
import { editorActor, publicationCommand } from "./publication.js";
import { can, type Right } from "./rights.js";
import { forbidden, type Who } from "./run.js";
import { stateIdOf, type TrackRow, trackFor } from "./trackQueries.js";

/** What blocks publishing a track now, each reason named (a catalogue id) with the task it is about. */
export const blockingReasons = async (sql: Sql, track: TrackRow, right: Right) => {
  const reasons: Array<{ code: string; element_id: number | null }> = [];
  if (!can.write(right)) reasons.push({ code: "workflows.errors.noRight", element_id: null });
  if (track.state_value === "published") reasons.push({ code: "workflows.errors.nothingToPublish", element_id: null });
  if (track.elements_count === 0) reasons.push({ code: "workflows.errors.noTasks", element_id: null });
  const bad = await sql.query<{ id: number; content_complete: boolean; dated: boolean }>(
    `select id, content_complete, (start_date_rel is not null or start_date_abs is not null) as dated from workflow_elements
     where client_id = $1 and workflow_id = $2 and (not content_complete or (start_date_rel is null and start_date_abs is null)) order by position, id`,
    [track.client_id, track.id]);
  for (const e of bad) {
    if (!e.content_complete) reasons.push({ code: "workflows.errors.contentIncomplete", element_id: e.id });
    if (!e.dated) reasons.push({ code: "workflows.errors.elementWithoutDates", element_id: e.id });
  }
  return reasons;
};

export const conditions = async (sql: Sql, who: Who, id: number) => {
  const { track, right } = await trackFor(sql, who, id);
  const reasons = await blockingReasons(sql, track, right);
  return {
    library_file_id: id, can_publish: reasons.length === 0,
    can_unpublish: can.write(right) && (track.state_value === "published" || track.state_value === "modified"),
    reasons, state_id: stateIdOf(track.state_value), last_publish_date: track.last_publish_date ? new Date(track.last_publish_date).toISOString() : null,
    not_published_activities_count: track.not_published_count, publication_version: track.publication_version,
  };
};

/**
 * Publishes a track: refused with the first blocking reason (409; 403 without the right), else the machine
 * decides and the fact marks every task published, sets the last publish date, the unpublished count to 0 and
 * writes the publisher log (projection.ts).
 */
export const publish = (db: Db, who: Who, id: number, expected?: number) =>
  transact(db, async (tx) => {
    const { track, right } = await trackFor(tx, who, id, can.write);
    const reasons = await blockingReasons(tx, track, right);
    // the user decided on what they saw: a stale version wins over the reasons, naming who changed it
    await requireSeen(tx, who.user.clientId, { type: STREAMS.publication, id }, expected, track.publication_version);
    if (reasons.length) throw conflictBy(reasons[0].code, reasons.map((r) => r.code).join(", "));
    await publicationCommand(tx, who, id, [{ type: "publication.publish", at: who.now.toISOString(), actor: editorActor(who) }], expected);
  });

/** Unpublishes a track: nobody gets it from now on; what people have done stays. */
export const unpublish = (db: Db, who: Who, id: number, expected?: number) =>
  transact(db, async (tx) => {
    await trackFor(tx, who, id, can.write);
    await publicationCommand(tx, who, id, [{ type: "publication.unpublish", at: who.now.toISOString(), actor: editorActor(who) }], expected);
  });

/** The publisher log, newest first: one track's (Reader of it) or the client's (`tracks.edit`). */
export const publisherLogs = async (sql: Sql, who: Who, q: { library_file_id?: number; limit?: number; last_id?: number }) => {
  if (q.library_file_id !== undefined) await trackFor(sql, who, q.library_file_id);
  else if (!who.admin) throw forbidden("workflows.errors.noRight");
  const limit = q.limit ?? 100;
  const params: unknown[] = [who.user.clientId];
  let where = "l.client_id = $1";
  if (q.library_file_id !== undefined) {
    params.push(q.library_file_id);
    where += ` and l.workflow_id = $${params.length}`;
  }
  let cursor: string | null = null;
  if (q.last_id !== undefined) {
    params.push(q.last_id);
    cursor = `$${params.length}`;
  }
  const rows = await sql.query<any>(
    `select l.id::int as id, l.workflow_id, coalesce(w.display_name, '') as workflow_name, l.user_id, coalesce(${fullNameSql("u", who.user.language)}, '') as user_name,
       l.action, l.started_at, l.finished_at, l.duration_ms, l.state
     from workflow_publisher_logs l left join workflows w on w.id = l.workflow_id left join users u on u.id = l.user_id
     where ${where}${keysetTail({ keys: ["l.id"], desc: true }, cursor, limit)}`, params);
  return keysetPage(rows.map((r) => ({
    id: r.id, workflow_id: r.workflow_id, workflow_name: r.workflow_name, user: { id: r.user_id ?? 0, name: r.user_name },
    action: r.action, started_at: new Date(r.started_at).toISOString(), finished_at: new Date(r.finished_at).toISOString(),
    duration_ms: r.duration_ms, state: r.state,
  })), limit);
};
