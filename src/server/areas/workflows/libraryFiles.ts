import { FileKinds } from "../../../../services/contract/library.js";
import type { FilePickKinds, PickableFile } from "../../../../services/contract/workflows.js";
import type { Sql } from "../../db/types.js";
import { can, FILE_COLS, type FileRow, loadSubjects, NONE, rightsOfFiles } from "../library/index.js";
import type { Who } from "./run.js";

/**
 * The builder's file picker: the common library's files (library type 1) of one kind that the user may read, by id
 * (keyset), narrowed by a name search. A page scans `limit` files and keeps the readable ones, so it may come short
 * while more follow: `last_id` is the last file scanned, null once nothing is left. Rights are the library's own
 * (its index.ts), the same that decide when a picked file is saved (elementRules.ts checks the kind and the client).
 */
export const pickableFiles = async (sql: Sql, who: Who, q: { kind: (typeof FilePickKinds)[number]; search?: string | undefined; limit?: number | undefined; last_id?: number | undefined }) => {
  const limit = q.limit ?? 50;
  const search = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql.query<FileRow>(
    `select ${FILE_COLS} from library_files f
      where f.client_id = $1 and f.library_type_id = 1 and f.general_file_type_id = any($2::int[]) and f.id > $3
        and ($4::text is null or f.display_name ilike $4)
      order by f.id limit $5`,
    [who.user.clientId, [...FileKinds[q.kind]], q.last_id ?? 0, search, limit]);
  // the library's subjects: its own administrator flag (library.edit), not the tracks' one that `who` carries
  const rights = await rightsOfFiles(sql, await loadSubjects(sql, who.user), rows);
  const items: PickableFile[] = rows.filter((f) => can.view(rights.get(f.id) ?? NONE)).map((f) => ({
    id: f.id, display_name: f.display_name, extension: f.extension, general_file_type_id: f.general_file_type_id, size: Number(f.size),
  }));
  return { items, last_id: rows.length === limit ? rows[rows.length - 1].id : null };
};
