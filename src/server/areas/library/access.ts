import { fullNameSql } from "../../../../services/contract/personName.js";
import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { fileFor, folderFor, itemStream, itemVersion, requireItemSeen } from "./commands.js";
import { can, type Subjects } from "./rights.js";
import { invalid } from "./run.js";

interface Entry { subject_kind: "user" | "group" | "role"; subject_id: number; level: 1 | 2 | 3; can_remove?: boolean }

/** The item's own entries, or those of the nearest folder above it that has some (what it inherits). */
const effectiveEntries = async (sql: Sql, kind: "folder" | "file", id: number, parent: number | null) => {
  const own = await sql.query<any>("select subject_kind, subject_id, level, can_remove from library_access where item_kind = $1 and item_id = $2", [kind, id]);
  if (own.length || parent === null) return { inherited_from: null, rows: own };
  const [from] = await sql.query<{ id: number }>(
    `with recursive chain(id, parent_folder_id, depth) as (
       select id, parent_folder_id, 0 from library_folders where id = $1
       union all select f.id, f.parent_folder_id, c.depth + 1 from library_folders f join chain c on f.id = c.parent_folder_id)
     select c.id from chain c where exists (select 1 from library_access a where a.item_kind = 'folder' and a.item_id = c.id)
     order by c.depth limit 1`, [parent]);
  if (!from) return { inherited_from: null, rows: [] };
  return {
    inherited_from: from.id,
    rows: await sql.query<any>("select subject_kind, subject_id, level, can_remove from library_access where item_kind = 'folder' and item_id = $1", [from.id]),
  };
};

const names = async (sql: Sql, s: Subjects, rows: readonly any[]) => {
  const ids = (k: string) => rows.filter((r) => r.subject_kind === k).map((r) => r.subject_id);
  const users = new Map((await sql.query<any>(`select id, ${fullNameSql("users", s.user.language)} as name, email from users where client_id = $1 and id = any($2)`,
    [s.user.clientId, ids("user")])).map((u) => [u.id, u.name || u.email]));
  const groups = new Map((await sql.query<any>("select id, name from user_groups where client_id = $1 and id = any($2)", [s.user.clientId, ids("group")])).map((g) => [g.id, g.name]));
  const lang = (s.user.language === "en" || s.user.language === "fr" ? s.user.language : "ru") as "ru" | "en" | "fr";
  return rows.map((r) => ({
    subject_kind: r.subject_kind, subject_id: r.subject_id, level: r.level, can_remove: r.can_remove,
    display_name: (r.subject_kind === "user" ? users.get(r.subject_id) : r.subject_kind === "group" ? groups.get(r.subject_id) : SystemRoleNames[r.subject_id]?.[lang]) ?? "",
  }));
};

const itemFor = async (sql: Sql, s: Subjects, kind: "folder" | "file", id: number) =>
  kind === "folder"
    ? { parent: (await folderFor(sql, s, id, can.manage, "access")).folder.parent_folder_id }
    : { parent: (await fileFor(sql, s, id, can.manage, "access")).file.folder_id };

/** Who has access to an item (Managers only: the access pages). */
export const getAccess = async (sql: Sql, s: Subjects, kind: "folder" | "file", id: number) => {
  const { parent } = await itemFor(sql, s, kind, id);
  const { inherited_from, rows } = await effectiveEntries(sql, kind, id, parent);
  return { item_kind: kind, item_id: id, inherited_from, entries: await names(sql, s, rows), can_manage: true, version: await itemVersion(sql, kind, id) };
};

/**
 * Replaces an item's own entries; subjects must be the client's users and groups, or system roles. `seen`: the
 * version the access page showed: another manager's change in between is not silently replaced.
 */
export const setAccess = (db: Db, s: Subjects, kind: "folder" | "file", id: number, entries: readonly Entry[], expected?: number) =>
  transact(db, async (tx) => {
    await itemFor(tx, s, kind, id);
    await requireItemSeen(tx, s, kind, id, expected);
    const seen = new Set<string>();
    for (const [i, e] of entries.entries()) {
      const key = `${e.subject_kind}:${e.subject_id}`;
      if (seen.has(key)) throw invalid(`payload.entries.${i}`, "library.access.duplicate");
      seen.add(key);
      const exists = e.subject_kind === "role"
        ? SystemRoleNames[e.subject_id] !== undefined
        : (await tx.query(`select 1 from ${e.subject_kind === "user" ? "users" : "user_groups"} where id = $1 and client_id = $2`, [e.subject_id, s.user.clientId])).length > 0;
      if (!exists) throw invalid(`payload.entries.${i}.subject_id`, "library.access.unknownSubject");
    }
    await appendNext(tx, s.user.clientId, itemStream(kind, id), [{
      type: "library.access.set",
      data: { item_kind: kind, item_id: id, entries: entries.map((e) => ({ ...e, can_remove: e.can_remove ?? false })) },
    }], { actor: s.user.userId, roleId: s.user.roleId });
  });
