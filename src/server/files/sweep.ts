import type { Db } from "../db/types.js";
import type { Storage } from "./storage.js";

/**
 * Frees stored objects that no committed row names (issue 35). Objects are immutable and shared (a library copy names
 * its source's object), so nothing deletes bytes when it deletes a row: the removal releases them
 * (`releases.ts`) and this sweep, at every start and hourly (the library's `storageSweep` job), deletes an object when
 * - no committed row names it: a library file, a SCORM package's file, a client's privacy policy, a certificate
 *   template's background and its page, or an issued certificate's copy of them (`NAMED_SQL`, one list for every kind
 *   of stored object: `tests/server/storageSweep.test.ts` fails for a module that stores objects it does not know);
 * - it was released more than the retention ago (FILES_RETENTION_DAYS, 7 days by default), so a database restored
 *   from a recent backup still finds the bytes of the files it names;
 * - and its bytes were written more than ORPHAN_AGE_MS ago. An upload stores its objects before the transaction that
 *   names them commits, in any of the processes sharing the store: a younger unnamed object may be one in progress.
 *   Older ones, never named, are what a killed upload or unpack left.
 * Keys the server did not make (`c<client id>/…`, `newKey`) are never touched.
 */
export const ORPHAN_AGE_MS = 24 * 3600_000;

/** The keys committed rows of one client name (`-page`: the one-page PDF stored beside a certificate background). */
const NAMED_SQL = `
  select storage_key as key from library_files where client_id = $1
  union all select f.value ->> 'key' from scorm_packages p cross join lateral jsonb_each(p.files) f where p.client_id = $1
  union all select storage_key from client_privacy_policies where client_id = $1
  union all select background_key from certificate_templates where client_id = $1 and background_key is not null
  union all select background_key || '-page' from certificate_templates where client_id = $1 and background_key is not null
  union all select template ->> 'background_key' from certificates where client_id = $1 and template ->> 'background_key' is not null
  union all select (template ->> 'background_key') || '-page' from certificates where client_id = $1 and template ->> 'background_key' is not null`;

export interface SweepOptions {
  readonly now: Date;
  readonly retentionMs: number;
}

export interface SweepResult {
  readonly listed: number;
  readonly deleted: number;
  /** Unnamed objects left because they are younger than ORPHAN_AGE_MS (an upload may still be naming them). */
  readonly young: number;
}

const clientOf = (key: string) => {
  const m = /^c(\d+)\//.exec(key);
  return m ? Number(m[1]) : null;
};

/** What one client's rows name, and which of its released objects are still within the retention. */
const keptKeysOf = async (db: Db, clientId: number, releasedAfter: Date) => {
  const named = await db.query<{ key: string }>(NAMED_SQL, [clientId]);
  const recent = await db.query<{ key: string }>(
    "select key from stored_object_releases where client_id = $1 and released_at > $2", [clientId, releasedAfter.toISOString()]);
  return new Set([...named, ...recent].map((r) => r.key));
};

/**
 * One pass over the store. The named keys are read per client when the listing reaches its prefix, after the
 * objects were written: an object named since (a commit in another process) is younger than ORPHAN_AGE_MS, and a
 * copy names an object that its source named at that read.
 */
export const sweepObjects = async (db: Db, storage: Storage, o: SweepOptions): Promise<SweepResult> => {
  const releasedAfter = new Date(o.now.getTime() - o.retentionMs);
  const writtenBefore = o.now.getTime() - ORPHAN_AGE_MS;
  let client: number | null = null;
  let kept = new Set<string>();
  let listed = 0;
  let deleted = 0;
  let young = 0;
  for await (const obj of storage.list()) {
    listed++;
    const owner = clientOf(obj.key);
    if (owner === null) continue;
    if (owner !== client) {
      client = owner;
      kept = await keptKeysOf(db, owner, releasedAfter);
    }
    if (kept.has(obj.key)) continue;
    if (obj.modifiedAt.getTime() > writtenBefore) {
      young++;
      continue;
    }
    await storage.remove(obj.key);
    deleted++;
  }
  // Releases past the retention protect nothing any more (a rebuild writes them again; the next pass drops them).
  await db.query("delete from stored_object_releases where released_at <= $1", [releasedAfter.toISOString()]);
  return { listed, deleted, young };
};
