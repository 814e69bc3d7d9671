import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { disposition } from "../library/index.js";
import { getAccess, setAccess } from "./access.js";
import { categories } from "./categories.js";
import { workflowContent } from "./content.js";
import { addElement, removeElement, saveElement, setPositions } from "./elementCommands.js";
import { elementById, elementEditor, listElements, positionsOf, template } from "./elementQueries.js";
import { createFolder, folderById, moveFolder, removeFolders, renameFolder, tree } from "./folders.js";
import { conditions, publish, publisherLogs, unpublish } from "./publish.js";
import { tracksDb } from "./run.js";
import { createTrack, moveTrack, removeTracks, updateTrack } from "./trackCommands.js";
import { trackById } from "./trackQueries.js";
import { copyTrack, exportTrack, importTrack } from "./transfer.js";
import { copyFolder } from "./copyFolder.js";
import { pickableFiles } from "./libraryFiles.js";
import "./projection.js";

/** Large read models (a 300-task timeline, a 1,000-item folder) are built to the contract's shape and sent as they are. */
const json = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.map(e, (body) => HttpServerResponse.jsonUnsafe(body));

/** Tracks authoring and the workflow library. */
export const WorkflowsLive = HttpApiBuilder.group(Api, "workflows", (h) =>
  h
    .handle("categories", () => tracksDb(async (db, who) => ({ items: await categories(db, who.user.clientId, who.user.language) })))
    .handle("tree", () => json(tracksDb((db, who) => tree(db, who))))
    .handle("content", ({ query }) => json(tracksDb((db, who) => workflowContent(db, who, query))))
    .handle("createFolder", ({ payload }) =>
      tracksDb(async (db, who) => folderById(db, who, await createFolder(db, who, payload.parent_folder_id, payload.display_name))))
    .handle("renameFolder", ({ payload }) =>
      tracksDb(async (db, who) => {
        await renameFolder(db, who, payload.workflow_folder_id, payload.display_name, payload.expectedVersion);
        return folderById(db, who, payload.workflow_folder_id);
      }))
    .handle("moveFolder", ({ payload }) =>
      tracksDb(async (db, who) => {
        await moveFolder(db, who, payload.workflow_folder_id, payload.target_folder_id);
        return folderById(db, who, payload.workflow_folder_id);
      }))
    .handle("copyFolder", ({ payload }) =>
      tracksDb(async (db, who) => folderById(db, who, await copyFolder(db, who, payload.workflow_folder_id, payload.target_folder_id))))
    .handle("removeFolders", ({ payload }) => tracksDb(async (db, who) => ({ removed: await removeFolders(db, who, payload.folder_ids) })))
    .handle("folderProperties", ({ query }) => tracksDb((db, who) => folderById(db, who, query.workflow_folder_id)))
    .handle("folderAccess", ({ query }) => tracksDb((db, who) => getAccess(db, who, "folder", query.workflow_folder_id)))
    .handle("setFolderAccess", ({ payload }) =>
      tracksDb(async (db, who) => {
        await setAccess(db, who, "folder", payload.workflow_folder_id, payload.entries, payload.expectedVersion);
        return getAccess(db, who, "folder", payload.workflow_folder_id);
      }))
    .handle("workflowAccess", ({ query }) => tracksDb((db, who) => getAccess(db, who, "workflow", query.library_file_id)))
    .handle("setWorkflowAccess", ({ payload }) =>
      tracksDb(async (db, who) => {
        await setAccess(db, who, "workflow", payload.library_file_id, payload.entries, payload.expectedVersion);
        return getAccess(db, who, "workflow", payload.library_file_id);
      }))
    // tracks
    .handle("properties", ({ query }) => tracksDb((db, who) => trackById(db, who, query.library_file_id)))
    .handle("create", ({ payload }) => tracksDb(async (db, who) => trackById(db, who, await createTrack(db, who, payload))))
    .handle("update", ({ params, payload }) =>
      tracksDb(async (db, who) => {
        await updateTrack(db, who, params.id, payload);
        return trackById(db, who, params.id);
      }))
    .handle("copy", ({ payload }) => tracksDb(async (db, who) => trackById(db, who, await copyTrack(db, who, payload.library_file_id, payload.target_folder_id))))
    .handle("move", ({ payload }) =>
      tracksDb(async (db, who) => {
        await moveTrack(db, who, payload.library_file_id, payload.target_folder_id, payload.expectedVersion);
        return trackById(db, who, payload.library_file_id);
      }))
    .handle("remove", ({ payload }) => tracksDb(async (db, who) => ({ removed: await removeTracks(db, who, payload.workflow_ids) })))
    .handle("export", ({ payload }) =>
      Effect.map(tracksDb((db, who) => exportTrack(db, who, payload.library_file_id)), (file) =>
        HttpServerResponse.uint8Array(file.bytes, {
          contentType: "application/json",
          headers: { "content-disposition": disposition(true, file.name), "cache-control": "no-store", "x-content-type-options": "nosniff" },
        })))
    .handle("import", ({ payload }) => tracksDb(async (db, who) => trackById(db, who, await importTrack(db, who, payload.folder_id, payload.data))))
    // tasks
    .handle("elements", ({ query }) => json(tracksDb((db, who) => listElements(db, who, query.workflow_id, query))))
    .handle("getElement", ({ query }) => tracksDb((db, who) => elementEditor(db, who, query)))
    .handle("addElement", ({ payload }) => tracksDb(async (db, who) => elementById(db, who, await addElement(db, who, payload))))
    .handle("saveElement", ({ payload }) => tracksDb(async (db, who) => elementById(db, who, await saveElement(db, who, payload))))
    .handle("removeElement", ({ query }) =>
      tracksDb(async (db, who) => positionsOf(db, who, await removeElement(db, who, query.id, query.expectedVersion))))
    .handle("positions", ({ payload }) =>
      tracksDb((db, who) => setPositions(db, who, payload.workflow_id, payload.workflow_element_positions, payload.expectedVersion)))
    .handle("libraryFiles", ({ query }) => tracksDb((db, who) => pickableFiles(db, who, query)))
    .handle("elementTemplate", ({ query }) =>
      tracksDb(async (_db, who) => ({ id: query.workflow_element_template_id, element: template(query.workflow_element_template_id, who.user.language) })))
    // publishing
    .handle("publicationConditions", ({ query }) => tracksDb((db, who) => conditions(db, who, query.library_file_id)))
    .handle("publish", ({ payload }) =>
      tracksDb(async (db, who) => {
        await publish(db, who, payload.library_file_id, payload.expectedVersion);
        return trackById(db, who, payload.library_file_id);
      }))
    .handle("unpublish", ({ payload }) =>
      tracksDb(async (db, who) => {
        await unpublish(db, who, payload.library_file_id, payload.expectedVersion);
        return trackById(db, who, payload.library_file_id);
      }))
    .handle("publisherLogs", ({ query }) => tracksDb((db, who) => publisherLogs(db, who, query))),
);

