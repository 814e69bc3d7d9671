// The calls of the access pages: an item's access entries (read and replace), its name for the title, and the
// subjects to pick (users and groups of the client; roles are the system roles the server accepts).
import { areaApi, areaClient } from "../../../../services/client/api";
import type { AccessEntry, ItemAccess } from "../../../../services/contract/library";
import { LibraryGroup } from "../../../../services/contract/library";
import { UsersGroup } from "../../../../services/contract/users";

const call = areaClient(areaApi(LibraryGroup));
const usersCall = areaClient(areaApi(UsersGroup));
type S = AbortSignal | undefined;

export type ItemKind = "folder" | "file";
export type Access = typeof ItemAccess.Type;
export type Entry = typeof AccessEntry.Type;

export const getAccess = (kind: ItemKind, id: number, signal?: S) =>
  kind === "folder"
    ? call("library.folderPermissions", (a) => a.library.folderPermissions({ query: { library_folder_id: id } }), { signal })
    : call("library.filePermissions", (a) => a.library.filePermissions({ query: { library_file_id: id } }), { signal });

/** `expectedVersion`: the access page's `version`; a stale one (another manager saved meanwhile) is 409 errors.staleVersion. */
export const setAccess = (kind: ItemKind, id: number, entries: Entry[], expectedVersion: number) =>
  kind === "folder"
    ? call("library.setFolderPermissions", (a) => a.library.setFolderPermissions({ payload: { library_folder_id: id, entries, expectedVersion } }))
    : call("library.setFilePermissions", (a) => a.library.setFilePermissions({ payload: { library_file_id: id, entries, expectedVersion } }));

export const getProperties = (kind: ItemKind, id: number, signal?: S) =>
  kind === "folder"
    ? call("library.folderProperties", (a) => a.library.folderProperties({ query: { library_folder_id: id } }), { signal })
    : call("library.fileProperties", (a) => a.library.fileProperties({ query: { library_file_id: id } }), { signal });

/** Users (3) or groups (4) of the client, for the pickers. */
export const subjects = (entity: "3" | "4", signal?: S) =>
  usersCall("users.clientEntitiesShortInfo", (a) => a.users.clientEntitiesShortInfo({ query: { entity_id: entity } }), { signal });
