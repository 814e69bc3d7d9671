// The library service (services/contract/library.ts) for the browser: tree menus, folder content, search, the
// folder and file commands, favourites, properties, share links, and the byte calls (open, download, zip) that
// go through fetch so that the bearer header travels and the answer becomes a blob or a presigned url.
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import type * as C from "../../../services/contract/library";
import { LibraryGroup } from "../../../services/contract/library";
import { downloadFile } from "../lists/api";

const call = areaClient(areaApi(LibraryGroup));
type S = AbortSignal | undefined;

export type LibraryItem = C.LibraryItem;
export type FolderContent = typeof C.FolderContent.Type;
export type TreeItem = typeof C.TreeItem.Type;
export type TreeMenu = typeof C.TreeMenu.Type;
export type ItemProperties = typeof C.ItemProperties.Type;
export type ShareLink = typeof C.ShareLink.Type;
export type ItemKind = "FOLDER" | "FILE";
/** Library type: 1 the library, 2 the workflows library (same machinery). */
export type LibraryType = 1 | 2;

const typeQuery = (type: LibraryType) => ({ library_type_id: String(type) as "1" | "2" });

export const treeMenu = (type: LibraryType, signal?: S) => call("library.treeMenu", (a) => a.library.treeMenu({ query: typeQuery(type) }), { signal });
/** Folders the user may move or copy into; `exclude` hides a moved folder's own subtree. */
export const copyMoveTree = (type: LibraryType, exclude?: number, signal?: S) =>
  call("library.copyMoveTreeMenu", (a) =>
    a.library.copyMoveTreeMenu({ query: { ...typeQuery(type), ...(exclude ? { single_mode: "1" as const, single_folder_id: exclude } : {}) } }), { signal });

/** A keyset page: `limit` items after the cursor `last_id` the previous page answered. */
export interface Page {
  readonly limit?: number;
  readonly last_id?: number;
}
/** One page of a folder's content (folders first, natural order; `groups` count the whole folder). */
export const folderContent = (type: LibraryType, folderId: number, page: Page = {}, signal?: S) =>
  call("library.folderContent", (a) => a.library.folderContent({ query: { ...typeQuery(type), library_folder_id: folderId, ...page } }), { signal });
/** One page of search results (from 3 characters, case-insensitive) inside a folder or the whole library. */
export const search = (type: LibraryType, folderId: number | undefined, term: string, page: Page = {}, signal?: S) =>
  call("library.filter", (a) =>
    a.library.filter({ payload: { library_type_id: type, ...(folderId !== undefined ? { library_folder_id: folderId } : {}), search: term, ...page } }), { signal });

export const createFolder = (type: LibraryType, parent: number, display_name: string) =>
  call("library.createFolder", (a) => a.library.createFolder({ payload: { library_type_id: type, parent_folder_id: parent, display_name } }));
/** `expectedVersion`: the item's `version` the rename dialog showed (its properties); a stale one is 409 errors.staleVersion. */
export const rename = (kind: ItemKind, id: number, display_name: string, expectedVersion: number) =>
  kind === "FOLDER"
    ? call("library.renameFolder", (a) => a.library.renameFolder({ payload: { library_folder_id: id, display_name, expectedVersion } }))
    : call("library.renameFile", (a) => a.library.renameFile({ payload: { library_file_id: id, display_name, expectedVersion } }));
/** `expectedVersion`: the item's `version` when the move dialog opened (its properties); undefined while they load. */
export const move = (kind: ItemKind, id: number, target: number, expectedVersion?: number) =>
  kind === "FOLDER"
    ? call("library.moveFolder", (a) => a.library.moveFolder({ payload: { library_folder_id: id, target_folder_id: target, expectedVersion } }))
    : call("library.moveFile", (a) => a.library.moveFile({ payload: { library_file_id: id, target_folder_id: target, expectedVersion } }));
export const copy = (kind: ItemKind, id: number, target: number) =>
  kind === "FOLDER"
    ? call("library.copyFolder", (a) => a.library.copyFolder({ payload: { library_folder_id: id, target_folder_id: target } }))
    : call("library.copyFile", (a) => a.library.copyFile({ payload: { library_file_id: id, target_folder_id: target } }));
export const remove = (kind: ItemKind, id: number) =>
  kind === "FOLDER"
    ? call("library.removeFolders", (a) => a.library.removeFolders({ payload: { folder_ids: [id] } }))
    : call("library.removeFiles", (a) => a.library.removeFiles({ payload: { file_ids: [id] } }));
export const setFavorite = (kind: ItemKind, id: number) =>
  call("library.manageFavorites", (a) => a.library.manageFavorites({ payload: { is_folder: kind === "FOLDER", entity_id: id } }));
export const properties = (kind: ItemKind, id: number, signal?: S) =>
  kind === "FOLDER"
    ? call("library.folderProperties", (a) => a.library.folderProperties({ query: { library_folder_id: id } }), { signal })
    : call("library.fileProperties", (a) => a.library.fileProperties({ query: { library_file_id: id } }), { signal });
export const logOpened = (id: number) => call("library.updateFileUserLog", (a) => a.library.updateFileUserLog({ payload: { library_file_id: id } }));

export const shareLinks = (fileId: number, signal?: S) =>
  call("library.listShareLinks", (a) => a.library.listShareLinks({ query: { library_file_id: fileId } }), { signal });
export const createShareLink = (fileId: number) => call("library.createShareLink", (a) => a.library.createShareLink({ payload: { library_file_id: fileId } }));
export const revokeShareLink = (token: string) => call("library.revokeShareLink", (a) => a.library.revokeShareLink({ payload: { token } }));

const headers = (json = false) => {
  const h: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) h.authorization = auth;
  if (json) h["content-type"] = "application/json";
  return h;
};

const fail = (res: Response) => Object.assign(new Error(`library ${res.status}`), { status: res.status });
const nameFrom = (res: Response, fallback: string) => {
  const disposition = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  try {
    return decodeURIComponent((star ?? plain ?? fallback).replace(/"/g, ""));
  } catch {
    return fallback;
  }
};

/** The bytes of a file (or the presigned url object storage answers), for opening or downloading. */
async function fileBytes(id: number, mode: "open" | "download"): Promise<{ url: string; blob: boolean; res: Response }> {
  const q = mode === "open" ? "is_open=1" : "as_attachment=1";
  const res = await fetch(`${apiBase()}/api/files?file_id=${id}&${q}`, { headers: headers(), credentials: "include" });
  if (!res.ok) throw fail(res);
  if ((res.headers.get("content-type") ?? "").startsWith("application/json")) {
    const body = (await res.json()) as { url?: string };
    if (body.url) return { url: body.url, blob: false, res };
  }
  return { url: URL.createObjectURL(await res.blob()), blob: true, res };
}

/** Downloads a file: the presigned url when object storage answers one, else a blob named from the disposition. */
export async function downloadLibraryFile(item: { id: number; display_name: string }) {
  const { url, blob, res } = await fileBytes(item.id, "download");
  downloadFile({ url, name: blob ? nameFrom(res, item.display_name) : item.display_name });
}

/** Opens a file in a new tab: PDFs through getPdf (rendered by the browser), other files as their bytes. */
export async function openLibraryFile(item: { id: number; display_name: string; pdf: boolean }, target: Window | null) {
  let url: string;
  if (item.pdf) {
    const res = await fetch(`${apiBase()}/api/getPdf?url=${item.id}`, { headers: headers(), credentials: "include" });
    if (!res.ok) throw fail(res);
    url = URL.createObjectURL(new Blob([await res.blob()], { type: "application/pdf" }));
  } else url = (await fileBytes(item.id, "open")).url;
  if (target) target.location.href = url;
  else window.open(url, "_blank", "noopener");
  if (url.startsWith("blob:")) setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
}

/** POSTs a JSON body to a call that answers a file (a zip the server streams) and saves it under its disposition's name. */
export async function downloadPosted(path: string, body: unknown, fallbackName: string) {
  const res = await fetch(`${apiBase()}/api/${path}`, { method: "POST", headers: headers(true), credentials: "include", body: JSON.stringify(body) });
  if (!res.ok) throw fail(res);
  downloadFile({ url: URL.createObjectURL(await res.blob()), name: nameFrom(res, fallbackName) });
}

/** Downloads a folder as a zip (the server streams it). */
export const downloadLibraryFolder = (folder: { id: number; display_name: string }) =>
  downloadPosted("downloadLibraryFolder", { library_folder_id: folder.id }, `${folder.display_name}.zip`);

/** The public address of a share link (the server answers a path or a full url). */
export const shareUrl = (link: ShareLink) => (/^https?:/.test(link.url) ? link.url : `${window.location.origin}${link.url.startsWith("/") ? "" : "/"}${link.url}`);
