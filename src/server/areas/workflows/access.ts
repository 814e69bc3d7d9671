import { fullNameSql } from "../../../../services/contract/personName.js";
import { SystemRoleNames } from "../../../../services/contract/permissions.js";
import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { STREAMS } from "./facts.js";
import { can, folderFor } from "./rights.js";
import { invalid, metaOf, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

type Kind = "folder" | "workflow";
interface Entry { subject_kind: "user" | "group" | "role"; subject_id: number; level: 1 | 2 | 3; can_remove?: boolean }
interface Row { subject_kind: string; subject_id: number; level: number; can_remove: boolean }

const ownEntries = (sql: Sql, clientId: number, kind: Kind, id: number) =>
  sql.query<Row>("select subject_kind, subject_id, level, can_remove from workflow_access where client_id = $1 and item_kind = $2 and item_id = $3 order by subject_kind, subject_id",
    [clientId, kind, id]);

/** The item's own entries, or those of the nearest folder above it that has some (what it inherits). */
const effective = async (sql: Sql, clientId: number, kind: Kind, id: number, parent: number | null) => {
  const own = await ownEntries(sql, clientId, kind, id);
  if (own.length || parent === null) return { inherited_from: null, rows: own };
  const [from] = await sql.query<{ id: number }>(
    `with recursive chain(id, parent_folder_id, depth) as (
       select id, parent_folder_id, 0 from workflow_folders where id = $1 and client_id = $2
       union all select f.id, f.parent_folder_id, c.depth + 1 from workflow_folders f join chain c on f.id = c.parent_folder_id)
     select c.id from chain c where exists (select 1 from workflow_access a where a.client_id = $2 and a.item_kind = 'folder' and a.item_id = c.id)
     order by c.depth limit 1`, [parent, clientId]);
  return from ? { inherited_from: from.id, rows: await ownEntries(sql, clientId, "folder", from.id) } : { inherited_from: null, rows: [] };
};

const named = async (sql: Sql, who: Who, rows: readonly Row[]) => {
  const ids = (k: string) => rows.filter((r) => r.subject_kind === k).map((r) => r.subject_id);
  const c = who.user.clientId;
  const users = new Map((await sql.query<{ id: number; name: string; email: string }>(
    `select u.id, ${fullNameSql("u", who.user.language)} as name, u.email from users u where u.client_id = $1 and u.id = any($2)`, [c, ids("user")]))
    .map((u) => [u.id, u.name || u.email]));
  const groups = new Map((await sql.query<{ id: number; name: string }>("select id, name from user_groups where client_id = $1 and id = any($2)", [c, ids("group")]))
    .map((g) => [g.id, g.name]));
  const lang = (who.user.language === "en" || who.user.language === "fr" ? who.user.language : "ru") as "ru" | "en" | "fr";
  return rows.map((r) => ({
    subject_kind: r.subject_kind as Entry["subject_kind"], subject_id: r.subject_id, level: r.level, can_remove: r.can_remove,
    display_name: (r.subject_kind === "user" ? users.get(r.subject_id) : r.subject_kind === "group" ? groups.get(r.subject_id) : SystemRoleNames[r.subject_id]?.[lang]) ?? "",
  }));
};

/** The item (Managers only: the access pages), its parent folder and its stream version. */
const itemFor = async (sql: Sql, who: Who, kind: Kind, id: number) => {
  if (kind === "folder") {
    const { folder } = await folderFor(sql, who, id, can.manage);
    return { parent: folder.parent_folder_id, version: folder.version };
  }
  const { track } = await trackFor(sql, who, id, can.manage);
  return { parent: track.folder_id, version: track.version };
};

/** Who has access to a workflow folder or a track. */
export const getAccess = async (sql: Sql, who: Who, kind: Kind, id: number) => {
  const { parent, version } = await itemFor(sql, who, kind, id);
  const { inherited_from, rows } = await effective(sql, who.user.clientId, kind, id, parent);
  return { item_kind: kind, item_id: id, inherited_from, entries: await named(sql, who, rows), version };
};

/**
 * Replaces an item's own entries (an empty list: it inherits again). Subjects are the client's users and groups or
 * system roles; `expected` is the version the access page showed.
 */
export const setAccess = (db: Db, who: Who, kind: Kind, id: number, entries: readonly Entry[], expected?: number) =>
  transact(db, async (tx) => {
    const { version } = await itemFor(tx, who, kind, id);
    const seen = new Set<string>();
    for (const [i, e] of entries.entries()) {
      const key = `${e.subject_kind}:${e.subject_id}`;
      if (seen.has(key)) throw invalid(`payload.entries.${i}`, "workflows.errors.duplicate");
      seen.add(key);
      const exists = e.subject_kind === "role"
        ? SystemRoleNames[e.subject_id] !== undefined
        : (await tx.query(`select 1 from ${e.subject_kind === "user" ? "users" : "user_groups"} where id = $1 and client_id = $2`, [e.subject_id, who.user.clientId])).length > 0;
      if (!exists) throw invalid(`payload.entries.${i}.subject_id`, "workflows.errors.unknownSubject");
    }
    await appendIn(tx, who.user.clientId, { type: kind === "folder" ? STREAMS.folder : STREAMS.workflow, id }, expected ?? version, [{
      type: kind === "folder" ? "workflowFolder.accessSet" : "workflow.accessSet",
      data: { entries: entries.map((e) => ({ ...e, can_remove: e.can_remove ?? false })) },
    }], metaOf(who));
  });
