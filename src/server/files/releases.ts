import type { Sql } from "../db/types.js";

/**
 * Records that a removal stopped naming these stored objects (`stored_object_releases`), at the removal fact's time,
 * so the sweep keeps their bytes for the retention before it deletes them. Called by the projections that delete the
 * rows naming objects (library files, SCORM packages), in the removal's transaction; a rebuild records them again
 * from the same facts. A key released twice (a copy, then its source) keeps its later time.
 */
export const releaseObjects = async (tx: Sql, clientId: number, keys: readonly string[], at: Date) => {
  if (!keys.length) return;
  await tx.query(
    `insert into stored_object_releases (key, client_id, released_at) select k, $2, $3 from unnest($1::text[]) as k
     on conflict (key) do update set released_at = greatest(stored_object_releases.released_at, excluded.released_at)`,
    [[...new Set(keys)], clientId, at.toISOString()]);
};
