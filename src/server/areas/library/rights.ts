import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";

/** A user's effective right on an item: level 0 none, 1 Reader, 2 Editor, 3 Manager, 4 creator or administrator. */
export interface Right {
  readonly level: number;
  readonly remove: boolean;
}
export const NONE: Right = { level: 0, remove: false };
export const FULL: Right = { level: 4, remove: true };

interface Entry {
  readonly item_id: number;
  readonly subject_kind: string;
  readonly subject_id: number;
  readonly level: number;
  readonly can_remove: boolean;
}

/** Who the user is for access entries: the user, their system role and their groups. */
export interface Subjects {
  readonly user: SessionUser;
  readonly admin: boolean;
  readonly groupIds: ReadonlySet<number>;
}

/** Library administrators (library edit) manage everything of their client. */
export const isLibraryAdmin = (user: SessionUser) => allows(user.permissions, "library", "edit");

export const loadSubjects = async (sql: Sql, user: SessionUser): Promise<Subjects> => ({
  user,
  admin: isLibraryAdmin(user),
  groupIds: new Set((await sql.query<{ group_id: number }>(
    "select group_id from user_group_members where user_id = $1 and client_id = $2", [user.userId, user.clientId], { prepare: true })).map((r) => r.group_id)),
});

/**
 * The right an item's own entries give, or undefined when it has none (it inherits). An entry for the user
 * wins over group and role entries; among those the highest level applies.
 */
export const evaluate = (entries: readonly Entry[] | undefined, s: Subjects): Right | undefined => {
  if (!entries?.length) return undefined;
  const own = entries.find((e) => e.subject_kind === "user" && e.subject_id === s.user.userId);
  if (own) return { level: own.level, remove: own.can_remove };
  let level = 0;
  let remove = false;
  for (const e of entries) {
    const match = (e.subject_kind === "role" && e.subject_id === s.user.roleId) || (e.subject_kind === "group" && s.groupIds.has(e.subject_id));
    if (!match) continue;
    level = Math.max(level, e.level);
    remove ||= e.can_remove;
  }
  return { level, remove };
};

const groupEntries = (rows: readonly Entry[]) => {
  const map = new Map<number, Entry[]>();
  for (const r of rows) {
    const list = map.get(r.item_id) ?? [];
    list.push(r);
    map.set(r.item_id, list);
  }
  return map;
};

export interface FolderNode {
  readonly id: number;
  readonly parent_folder_id: number | null;
  readonly creator_id: number;
}

/** Resolves folder rights top-down over a set of nodes that includes every ancestor of the ones asked for. */
export const resolveFolders = (nodes: readonly FolderNode[], entries: readonly Entry[], s: Subjects): Map<number, Right> => {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const own = groupEntries(entries);
  const out = new Map<number, Right>();
  const rightOf = (id: number): Right => {
    const done = out.get(id);
    if (done) return done;
    // Walk up to the nearest resolved folder or the one with entries, then fill in the way down.
    const path: FolderNode[] = [];
    let n = byId.get(id);
    let base: Right = NONE;
    while (n) {
      const known = out.get(n.id);
      if (known) { base = known; break; }
      path.push(n);
      if (own.has(n.id)) { base = NONE; break; }
      n = n.parent_folder_id === null ? undefined : byId.get(n.parent_folder_id);
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const node = path[i];
      const r = s.admin || node.creator_id === s.user.userId ? FULL : (evaluate(own.get(node.id), s) ?? base);
      out.set(node.id, r);
      base = r;
    }
    return out.get(id) ?? NONE;
  };
  for (const n of nodes) rightOf(n.id);
  return out;
};

/**
 * Rights on the given folders (and, as a by-product, on all their ancestors): two queries whatever the count. The
 * ancestor rows come back too (with names: a content page builds its breadcrumbs from them).
 */
export const folderRightsAndNodes = async (sql: Sql, s: Subjects, ids: readonly number[]) => {
  if (!ids.length) return { rights: new Map<number, Right>(), nodes: [] as Array<FolderNode & { display_name: string }> };
  const nodes = await sql.query<FolderNode & { display_name: string }>(
    `with recursive chain(id) as (
       select id from library_folders where id = any($1) and client_id = $2
       union select f.parent_folder_id from library_folders f join chain c on f.id = c.id where f.parent_folder_id is not null)
     select f.id, f.parent_folder_id, f.creator_id, f.display_name from library_folders f join chain c on c.id = f.id`, [ids, s.user.clientId], { prepare: true });
  const entries = await sql.query<Entry>(
    `select item_id, subject_kind, subject_id, level, can_remove from library_access where item_kind = 'folder' and item_id = any($1)`,
    [nodes.map((n) => n.id)], { prepare: true });
  return { rights: resolveFolders(nodes, entries, s), nodes };
};

export const folderRights = async (sql: Sql, s: Subjects, ids: readonly number[]): Promise<Map<number, Right>> =>
  (await folderRightsAndNodes(sql, s, ids)).rights;

export interface FileNode {
  readonly id: number;
  readonly folder_id: number | null;
  readonly creator_id: number;
  readonly library_type_id?: number;
}

/** Avatars (library type 3, upload.ts) are shown to colleagues: every user of the client reads them. */
const AVATAR_READER: Right = { level: 1, remove: false };

/** Rights on files given their folders' rights and the files' own entries (one query). */
export const fileRights = async (sql: Sql, s: Subjects, files: readonly FileNode[], folders: Map<number, Right>): Promise<Map<number, Right>> => {
  const out = new Map<number, Right>();
  if (!files.length) return out;
  const own = groupEntries(await sql.query<Entry>(
    `select item_id, subject_kind, subject_id, level, can_remove from library_access where item_kind = 'file' and item_id = any($1)`,
    [files.map((f) => f.id)], { prepare: true }));
  for (const f of files) {
    const inherited = f.library_type_id === 3 ? AVATAR_READER : f.folder_id === null ? NONE : (folders.get(f.folder_id) ?? NONE);
    out.set(f.id, s.admin || f.creator_id === s.user.userId ? FULL : (evaluate(own.get(f.id), s) ?? inherited));
  }
  return out;
};

/** Operations of the context menu, each enabled by what the right allows (the server checks the same rules). */
export const can = {
  view: (r: Right) => r.level >= 1,
  download: (r: Right) => r.level >= 2,
  write: (r: Right) => r.level >= 2,
  manage: (r: Right) => r.level >= 3,
  remove: (r: Right) => r.remove || r.level >= 4,
};

export const contextMenu = (kind: "folder" | "file", r: Right, favorite: boolean) => {
  const ops: Array<[string, boolean]> = [
    ["OPEN", can.view(r)],
    ["PROPERTIES", can.view(r)],
    [favorite ? "FAVORITE_REMOVE" : "FAVORITE_ADD", can.view(r)],
    ["COPY", can.view(r)],
    ["DOWNLOAD", can.download(r)],
    ["RENAME", can.write(r)],
    ["MOVE", can.write(r)],
    ["ACCESS", can.manage(r)],
  ];
  if (kind === "folder") ops.push(["CREATE_FOLDER", can.write(r)], ["UPLOAD", can.write(r)], ["REMOVE_FOLDER", can.remove(r)]);
  else ops.push(["SHARE_LINK", can.manage(r)], ["REMOVE_FILE", can.remove(r)]);
  return ops.map(([operation_name, enabled]) => ({ operation_name, enabled }));
};
