import { initialTransition } from "xstate";
import { scormAttemptMachine } from "../../../../machines/scormAttempt.js";
import type { Sql } from "../../db/types.js";
import { evolve } from "../../events/lifecycle.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { releaseObjects } from "../../files/releases.js";
import { secondsOf, statusOf } from "./cmi.js";
import { ATTEMPT_STREAM, AttemptFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();

/** A package comes with the library fact of its upload (kind 14 carries `scorm_package`). */
const packageCreated = async (tx: Sql, e: StoredEvent) => {
  const p = e.data.scorm_package;
  if (!p) return;
  const files = Object.fromEntries((p.files as Array<{ path: string; key: string; mime: string; size: number }>)
    .map((f) => [f.path, { key: f.key, mime: f.mime, size: f.size }]));
  await tx.query(
    `insert into scorm_packages (id, client_id, library_file_id, version, schema_version, title, launch, items, organizations, resources, files, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [p.id, e.clientId, Number(e.streamId), p.version, p.schema_version, p.title, p.launch, JSON.stringify(p.items),
      JSON.stringify(p.organizations), JSON.stringify(p.resources), JSON.stringify(files), at(e)],
  );
};

type PackageFiles = { files: Record<string, { key: string }> };

/** The removed packages' files are released: kept for the retention, then swept (`files/sweep.ts`). */
const packagesRemoved = (tx: Sql, e: StoredEvent, removed: readonly PackageFiles[]) =>
  releaseObjects(tx, e.clientId, removed.flatMap((p) => Object.values(p.files ?? {}).map((f) => f.key)), e.recordedAt);

/** The machine's state after a fact, from the row's snapshot (no guard asked). */
const step = async (tx: Sql, e: StoredEvent) => {
  const [row] = await tx.query<{ state_value: string; context: unknown }>("select state_value, context from scorm_attempts where id = $1", [Number(e.streamId)]);
  const next = evolve(ATTEMPT_STREAM, row.state_value, row.context, e);
  await tx.query("update scorm_attempts set state_value = $2, context = $3, version = $4, updated_at = $5 where id = $1",
    [Number(e.streamId), next.value, JSON.stringify(next.context), e.version, at(e)]);
};

/**
 * A commit's values merged into the SCO's row: every stored element as committed, and the status the package reads
 * (unset completion is incomplete). A Terminate adds its session time to the SCO's total: a session's commits
 * repeat the same growing session_time, its Terminate reports the whole. Two statements per commit (the attempt's
 * state, the package's version and the SCO's row read together; the attempt and the SCO written together): a
 * commit is the busiest write of a course, every few seconds per learner.
 */
const committed = async (tx: Sql, e: StoredEvent, terminate: boolean) => {
  const attemptId = Number(e.streamId);
  const [row] = await tx.query<{ state_value: string; context: unknown; version: "1.2" | "2004" | null; cmi: Record<string, string> | null; total_seconds: number | null }>(
    `select a.state_value, a.context, p.version, i.cmi, i.total_seconds
       from scorm_attempts a
       left join scorm_packages p on p.id = a.package_id
       left join scorm_attempt_items i on i.attempt_id = a.id and i.item = $2
      where a.id = $1`, [attemptId, e.data.item], { prepare: true });
  const next = evolve(ATTEMPT_STREAM, row.state_value, row.context, e);
  const cmi = { ...(row.cmi ?? {}), ...(e.data.values as Record<string, string>) };
  const s = statusOf(row.version ?? "2004", cmi);
  const total = Number(row.total_seconds ?? 0) + (terminate ? secondsOf(s.session) : 0);
  await tx.query(
    `with attempt as (update scorm_attempts set state_value = $14, context = $15, version = $16, updated_at = $13 where id = $2)
     insert into scorm_attempt_items (client_id, attempt_id, item, completion, success, score_scaled, score_raw, location, suspend_data, exit, total_seconds, cmi, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (attempt_id, item) do update set completion = $4, success = $5, score_scaled = $6, score_raw = $7, location = $8,
       suspend_data = $9, exit = $10, total_seconds = $11, cmi = $12, updated_at = $13`,
    [e.clientId, attemptId, e.data.item, s.completion, s.success, s.score_scaled, s.score_raw, s.location, cmi["cmi.suspend_data"] ?? "",
      s.exit, total, JSON.stringify(cmi), at(e), next.value, JSON.stringify(next.context), e.version],
    { prepare: true },
  );
};

/** Packages (from the library's upload facts) and attempts with their SCOs' CMI values. */
export const scormProjection = defineProjection({
  name: "scorm",
  tables: ["scorm_packages", "scorm_attempts", "scorm_attempt_items"],
  handles: {
    "library.file.created": packageCreated,
    // A removed library file takes its package with it; attempts stay (they are the learners' history).
    "library.file.removed": async (tx, e) =>
      packagesRemoved(tx, e, await tx.query<PackageFiles>(
        "delete from scorm_packages where client_id = $1 and library_file_id = $2 returning files", [e.clientId, Number(e.streamId)])),
    // So does a removed folder, for the packages anywhere in it: the library projection (before this one) has
    // deleted their files' rows already.
    "library.folder.removed": async (tx, e) =>
      packagesRemoved(tx, e, await tx.query<PackageFiles>(
        `delete from scorm_packages p where p.client_id = $1
            and not exists (select 1 from library_files f where f.client_id = p.client_id and f.id = p.library_file_id)
          returning p.files`, [e.clientId])),
    [F.created]: async (tx, e) => {
      const [snap] = initialTransition(scormAttemptMachine, e.data.input);
      await tx.query(
        `insert into scorm_attempts (id, client_id, package_id, user_id, number, state_value, context, version, started_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [Number(e.streamId), e.clientId, e.data.package_id, e.data.user_id, e.data.number, snap.value, JSON.stringify(snap.context), e.version, at(e)],
      );
    },
    [F.committed]: (tx, e) => committed(tx, e, false),
    [F.terminated]: (tx, e) => committed(tx, e, true),
    [F.resumed]: step,
  },
});
