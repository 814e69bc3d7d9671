import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { releaseObjects } from "../../files/releases.js";
import { sortKey } from "./names.js";

/** Every folder id in the subtree of `rootId` (itself included). */
export const subtreeFolderIds = async (sql: Sql, rootId: number): Promise<number[]> =>
  (await sql.query<{ id: number }>(
    `with recursive t(id) as (select id from library_folders where id = $1
       union all select f.id from library_folders f join t on f.parent_folder_id = t.id)
     select id from t`, [rootId])).map((r) => r.id);

/** Deletes removed files' rows; their stored objects are released (kept for the retention, then swept). */
const removeFileRows = async (tx: Sql, e: StoredEvent, ids: number[]) => {
  if (!ids.length) return;
  const gone = await tx.query<{ storage_key: string }>("delete from library_files where id = any($1) returning storage_key", [ids]);
  await releaseObjects(tx, e.clientId, gone.map((r) => r.storage_key), e.recordedAt);
  await tx.query("delete from library_access where item_kind = 'file' and item_id = any($1)", [ids]);
  await tx.query("delete from library_favorites where item_kind = 'file' and item_id = any($1)", [ids]);
  await tx.query("delete from library_file_user_log where file_id = any($1)", [ids]);
  await tx.query("update library_share_links set revoked = true where file_id = any($1)", [ids]);
};

/**
 * Library read tables: folders, files, access, favourites, the per-user file log and share links; and the releases
 * of stored objects (`files/releases.ts`), which the scorm projection writes too, for the files of removed packages.
 */
export const libraryProjection = defineProjection({
  name: "library",
  tables: ["library_folders", "library_files", "library_access", "library_favorites", "library_file_user_log", "library_share_links", "stored_object_releases"],
  handles: {
    "library.folder.created": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into library_folders (id, client_id, library_type_id, parent_folder_id, display_name, creator_id, created_at, updated_at, sort_key)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
        [d.id, e.clientId, d.library_type_id, d.parent_folder_id, d.display_name, d.creator_id, d.at, sortKey(d.display_name)]);
    },
    "library.folder.renamed": async (tx, e) => {
      await tx.query("update library_folders set display_name = $2, updated_at = $3, sort_key = $4 where id = $1",
        [Number(e.streamId), e.data.display_name, e.data.at, sortKey(e.data.display_name)]);
    },
    "library.folder.moved": async (tx, e) => {
      await tx.query("update library_folders set parent_folder_id = $2, updated_at = $3 where id = $1", [Number(e.streamId), e.data.parent_folder_id, e.data.at]);
    },
    "library.folder.removed": async (tx, e) => {
      const folders = await subtreeFolderIds(tx, Number(e.streamId));
      const files = (await tx.query<{ id: number }>("select id from library_files where folder_id = any($1)", [folders])).map((r) => r.id);
      await removeFileRows(tx, e, files);
      await tx.query("delete from library_folders where id = any($1)", [folders]);
      await tx.query("delete from library_access where item_kind = 'folder' and item_id = any($1)", [folders]);
      await tx.query("delete from library_favorites where item_kind = 'folder' and item_id = any($1)", [folders]);
    },
    "library.file.created": async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into library_files (id, client_id, library_type_id, folder_id, display_name, extension, mime_type, size,
           general_file_type_id, storage_key, show_in_files, workflow_id, creator_id, created_at, updated_at, sort_key, settings)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)`,
        [d.id, e.clientId, d.library_type_id, d.folder_id, d.display_name, d.extension, d.mime_type, d.size,
          d.general_file_type_id, d.storage_key, d.show_in_files ?? false, d.workflow_id ?? null, d.creator_id, d.at,
          sortKey(d.display_name), typeof d.settings === "string" ? d.settings : JSON.stringify(d.settings ?? {})]);
    },
    "library.file.renamed": async (tx, e) => {
      await tx.query("update library_files set display_name = $2, updated_at = $3, sort_key = $4 where id = $1",
        [Number(e.streamId), e.data.display_name, e.data.at, sortKey(e.data.display_name)]);
    },
    "library.file.moved": async (tx, e) => {
      await tx.query("update library_files set folder_id = $2, updated_at = $3 where id = $1", [Number(e.streamId), e.data.folder_id, e.data.at]);
    },
    "library.file.removed": async (tx, e) => removeFileRows(tx, e, [Number(e.streamId)]),
    "library.access.set": async (tx, e) => {
      const { item_kind, item_id, entries } = e.data;
      await tx.query("delete from library_access where item_kind = $1 and item_id = $2", [item_kind, item_id]);
      for (const a of entries as Array<{ subject_kind: string; subject_id: number; level: number; can_remove?: boolean }>) {
        await tx.query(
          `insert into library_access (client_id, item_kind, item_id, subject_kind, subject_id, level, can_remove)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [e.clientId, item_kind, item_id, a.subject_kind, a.subject_id, a.level, a.can_remove ?? false]);
      }
    },
    "library.favorite.set": async (tx, e) => {
      const { item_kind, item_id, on, at } = e.data;
      if (on) {
        await tx.query(
          `insert into library_favorites (user_id, item_kind, item_id, client_id, created_at) values ($1, $2, $3, $4, $5)
           on conflict do nothing`, [Number(e.streamId), item_kind, item_id, e.clientId, at]);
      } else {
        await tx.query("delete from library_favorites where user_id = $1 and item_kind = $2 and item_id = $3", [Number(e.streamId), item_kind, item_id]);
      }
    },
    "library.file.opened": async (tx, e) => {
      await tx.query(
        `insert into library_file_user_log (user_id, file_id, client_id, opened_count, last_opened_at) values ($1, $2, $3, 1, $4)
         on conflict (user_id, file_id) do update set opened_count = library_file_user_log.opened_count + 1, last_opened_at = $4`,
        [Number(e.streamId), e.data.file_id, e.clientId, e.data.at]);
    },
    "library.share.created": async (tx, e) => {
      await tx.query(
        "insert into library_share_links (token, client_id, file_id, creator_id, created_at) values ($1, $2, $3, $4, $5)",
        [e.data.token, e.clientId, e.data.file_id, e.data.creator_id, e.data.at]);
    },
    // An erased person's favourites and reading log go (their avatar files were removed by the erasure's own events).
    "user.erased": async (tx, e) => {
      await tx.query("delete from library_favorites where user_id = $1", [Number(e.streamId)]);
      await tx.query("delete from library_file_user_log where user_id = $1", [Number(e.streamId)]);
    },
    "library.share.revoked": async (tx, e) => {
      await tx.query("update library_share_links set revoked = true where token = $1", [e.data.token]);
    },
  },
});
