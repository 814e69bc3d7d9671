import { Effect, Layer } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { getAccess, setAccess } from "./access.js";
import * as cmd from "./commands.js";
import { downloadFolder, getPdf, serveFile } from "./download.js";
import { fileItemById, fileProperties, folderItemById, folderProperties } from "./properties.js";
import { filter, folderContent, treeMenu } from "./queries.js";
import { libraryDb } from "./run.js";
import { createShare, listShares, revokeShare, sharedFile } from "./share.js";
import { cleanStartup, upload } from "./upload.js";

const typeOf = (t: string | number | undefined) => (Number(t) === 2 ? 2 : 1);
const yes = (v: string | undefined) => v === "1" || v === "true";
/** Large read models (10k-item pages, 2k-folder trees) are built to the contract's shape and sent without a second schema pass. */
const json = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.map(e, (body) => HttpServerResponse.jsonUnsafe(body));

/** The library and workflows library: content, tree, writes, access, files. */
export const LibraryHandlers = HttpApiBuilder.group(Api, "library", (h) =>
  h
    .handle("treeMenu", ({ query }) =>
      json(libraryDb((db, s) => treeMenu(db, s, typeOf(query.library_type_id), { selected: query.selected_id }))))
    .handle("copyMoveTreeMenu", ({ query }) =>
      json(libraryDb((db, s) => treeMenu(db, s, typeOf(query.library_type_id), {
        writable: true, exclude: yes(query.single_mode) ? query.single_folder_id : undefined,
      }))))
    .handle("folderContent", ({ query }) =>
      json(libraryDb((db, s) => folderContent(db, s, typeOf(query.library_type_id), query.library_folder_id, query.use_zip === undefined || yes(query.use_zip), query))))
    .handle("filter", ({ payload }) =>
      json(libraryDb((db, s) => filter(db, s, typeOf(payload.library_type_id), payload.library_folder_id, payload.search, payload))))
    .handle("createFolder", ({ payload }) =>
      libraryDb(async (db, s) => folderItemById(db, s, await cmd.createFolder(db, s, typeOf(payload.library_type_id), payload.parent_folder_id, payload.display_name))))
    .handle("renameFolder", ({ payload }) =>
      libraryDb(async (db, s) => {
        await cmd.rename(db, s, "folder", payload.library_folder_id, payload.display_name, payload.expectedVersion);
        return folderItemById(db, s, payload.library_folder_id);
      }))
    .handle("renameFile", ({ payload }) =>
      libraryDb(async (db, s) => {
        await cmd.rename(db, s, "file", payload.library_file_id, payload.display_name, payload.expectedVersion);
        return fileItemById(db, s, payload.library_file_id);
      }))
    .handle("moveFolder", ({ payload }) =>
      libraryDb(async (db, s) => {
        await cmd.moveFolder(db, s, payload.library_folder_id, payload.target_folder_id, payload.expectedVersion);
        return folderItemById(db, s, payload.library_folder_id);
      }))
    .handle("moveFile", ({ payload }) =>
      libraryDb(async (db, s) => {
        await cmd.moveFile(db, s, payload.library_file_id, payload.target_folder_id, payload.expectedVersion);
        return fileItemById(db, s, payload.library_file_id);
      }))
    .handle("copyFolder", ({ payload }) =>
      libraryDb(async (db, s) => folderItemById(db, s, await cmd.copyFolder(db, s, payload.library_folder_id, payload.target_folder_id))))
    .handle("copyFile", ({ payload }) =>
      libraryDb(async (db, s) => fileItemById(db, s, await cmd.copyFile(db, s, payload.library_file_id, payload.target_folder_id))))
    .handle("removeFolders", ({ payload }) =>
      libraryDb(async (db, s) => ({ removed: await cmd.remove(db, s, "folder", payload.folder_ids) })))
    .handle("removeFiles", ({ payload }) =>
      libraryDb(async (db, s) => ({ removed: await cmd.remove(db, s, "file", payload.file_ids) })))
    .handle("manageFavorites", ({ payload }) =>
      libraryDb(async (db, s) => ({
        is_folder: payload.is_folder, entity_id: payload.entity_id,
        is_favorite: await cmd.setFavorite(db, s, payload.is_folder ? "folder" : "file", payload.entity_id),
      })))
    .handle("folderProperties", ({ query }) => libraryDb((db, s) => folderProperties(db, s, query.library_folder_id)))
    .handle("fileProperties", ({ query }) => libraryDb((db, s) => fileProperties(db, s, query.library_file_id)))
    .handle("updateFileUserLog", ({ payload }) => libraryDb((db, s) => cmd.logOpen(db, s, payload.library_file_id)))
    .handle("folderPermissions", ({ query }) => libraryDb((db, s) => getAccess(db, s, "folder", query.library_folder_id)))
    .handle("setFolderPermissions", ({ payload }) =>
      libraryDb(async (db, s) => {
        await setAccess(db, s, "folder", payload.library_folder_id, payload.entries, payload.expectedVersion);
        return getAccess(db, s, "folder", payload.library_folder_id);
      }))
    .handle("filePermissions", ({ query }) => libraryDb((db, s) => getAccess(db, s, "file", query.library_file_id)))
    .handle("setFilePermissions", ({ payload }) =>
      libraryDb(async (db, s) => {
        await setAccess(db, s, "file", payload.library_file_id, payload.entries, payload.expectedVersion);
        return getAccess(db, s, "file", payload.library_file_id);
      }))
    .handle("upload", ({ payload }) => upload(payload))
    .handle("files", ({ query }) => serveFile(query))
    .handle("getPdf", ({ query }) => getPdf(query.url))
    .handle("downloadFolder", ({ payload }) => downloadFolder(payload.library_folder_id))
    .handle("createShareLink", ({ payload }) => libraryDb((db, s) => createShare(db, s, payload.library_file_id)))
    .handle("listShareLinks", ({ query }) => libraryDb((db, s) => listShares(db, s, query.library_file_id)))
    .handle("revokeShareLink", ({ payload }) => libraryDb((db, s) => revokeShare(db, s, payload.token))),
);

export const LibraryPublicHandlers = HttpApiBuilder.group(Api, "libraryPublic", (h) =>
  h.handle("sharedFile", ({ params }) => sharedFile(params.token)));

/** The library area: its handlers, and the startup clean-up of upload temp files a killed process left. */
export const LibraryLive = Layer.mergeAll(LibraryHandlers, LibraryPublicHandlers, Layer.effectDiscard(cleanStartup));
