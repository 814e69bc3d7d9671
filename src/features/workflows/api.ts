// The tracks service (services/contract/workflows.ts) for the browser: the workflow library (tree, content,
// folders, tracks, access), the builder (tasks, positions), publishing, and export/import. Export answers a file,
// so it goes through fetch (the bearer header travels and the answer becomes a blob named from its disposition).
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import type * as C from "../../../services/contract/workflows";
import { WorkflowsGroup } from "../../../services/contract/workflows";
import { downloadFile } from "../lists/api";

const call = areaClient(areaApi(WorkflowsGroup));
type S = AbortSignal | undefined;

export type Workflow = C.Workflow;
export type WorkflowElement = C.WorkflowElement;
export type ElementInput = C.ElementInput;
export type ElementContent = C.ElementContent;
export type ContentItem = typeof C.WorkflowContentItem.Type;
export type Content = typeof C.WorkflowContent.Type;
export type TreeItem = typeof C.WorkflowTreeItem.Type;
export type Category = typeof C.WorkflowCategory.Type;
export type AccessView = typeof C.WorkflowAccessView.Type;
export type AccessEntry = typeof C.WorkflowAccessEntry.Type;
export type Conditions = typeof C.PublicationConditions.Type;
export type ElementEditor = typeof C.ElementEditor.Type;
export type WorkflowInput = typeof C.WorkflowInput.Type;
export type WorkflowExport = C.WorkflowExport;
export type PickableFile = C.PickableFile;
export type FilePickKind = (typeof C.FilePickKinds)[number];

/** A keyset page: `limit` rows after the cursor `last_id` the previous page answered. */
export interface Page {
  readonly limit?: number;
  readonly last_id?: number;
}

// ── library ──
export const categories = (signal?: S) => call("workflows.categories", (a) => a.workflows.categories(), { signal });
export const tree = (signal?: S) => call("workflows.tree", (a) => a.workflows.tree(), { signal });
export const content = (folderId: number | null, search: string, page: Page, signal?: S) =>
  call("workflows.content", (a) =>
    a.workflows.content({ query: { ...(folderId ? { library_folder_id: folderId } : {}), ...(search ? { search } : {}), ...page } }), { signal });
export const createFolder = (parent: number | null, display_name: string) =>
  call("workflows.createFolder", (a) => a.workflows.createFolder({ payload: { parent_folder_id: parent, display_name } }));
export const renameFolder = (id: number, display_name: string, expectedVersion: number) =>
  call("workflows.renameFolder", (a) => a.workflows.renameFolder({ payload: { workflow_folder_id: id, display_name, expectedVersion } }));
export const moveFolder = (id: number, target: number | null) =>
  call("workflows.moveFolder", (a) => a.workflows.moveFolder({ payload: { workflow_folder_id: id, target_folder_id: target } }));
export const copyFolder = (id: number, target: number | null) =>
  call("workflows.copyFolder", (a) => a.workflows.copyFolder({ payload: { workflow_folder_id: id, target_folder_id: target } }));
export const removeFolder = (id: number) => call("workflows.removeFolders", (a) => a.workflows.removeFolders({ payload: { folder_ids: [id] } }));
export const folderProperties = (id: number, signal?: S) =>
  call("workflows.folderProperties", (a) => a.workflows.folderProperties({ query: { workflow_folder_id: id } }), { signal });

// ── access ──
export type AccessKind = "folder" | "workflow";
export const getAccess = (kind: AccessKind, id: number, signal?: S) =>
  kind === "folder"
    ? call("workflows.folderAccess", (a) => a.workflows.folderAccess({ query: { workflow_folder_id: id } }), { signal })
    : call("workflows.workflowAccess", (a) => a.workflows.workflowAccess({ query: { library_file_id: id } }), { signal });
/** `expectedVersion`: the access page's `version`; a stale one is 409 errors.staleVersion. */
export const setAccess = (kind: AccessKind, id: number, entries: AccessEntry[], expectedVersion: number) =>
  kind === "folder"
    ? call("workflows.setFolderAccess", (a) => a.workflows.setFolderAccess({ payload: { workflow_folder_id: id, entries, expectedVersion } }))
    : call("workflows.setWorkflowAccess", (a) => a.workflows.setWorkflowAccess({ payload: { library_file_id: id, entries, expectedVersion } }));

// ── tracks ──
export const properties = (id: number, signal?: S) => call("workflows.properties", (a) => a.workflows.properties({ query: { library_file_id: id } }), { signal });
export const createWorkflow = (folderId: number | null, input: WorkflowInput) =>
  call("workflows.create", (a) => a.workflows.create({ payload: { folder_id: folderId, ...input } }));
export const updateWorkflow = (id: number, input: WorkflowInput, expectedVersion: number) =>
  call("workflows.update", (a) => a.workflows.update({ params: { id }, payload: { ...input, expectedVersion } }));
export const copyWorkflow = (id: number, target: number | null) =>
  call("workflows.copy", (a) => a.workflows.copy({ payload: { library_file_id: id, target_folder_id: target } }));
export const moveWorkflow = (id: number, target: number | null, expectedVersion?: number) =>
  call("workflows.move", (a) =>
    a.workflows.move({ payload: { library_file_id: id, target_folder_id: target, ...(expectedVersion !== undefined ? { expectedVersion } : {}) } }));
export const removeWorkflow = (id: number) => call("workflows.remove", (a) => a.workflows.remove({ payload: { workflow_ids: [id] } }));
export const importWorkflow = (folderId: number | null, data: WorkflowExport) =>
  call("workflows.import", (a) => a.workflows.import({ payload: { folder_id: folderId, data } }));

// ── tasks ──
export const elements = (workflowId: number, page: Page, signal?: S) =>
  call("workflows.elements", (a) => a.workflows.elements({ query: { workflow_id: workflowId, ...page } }), { signal });
export const elementEditor = (workflowId: number, elementId: number | null, typeId: number | null, signal?: S) =>
  call("workflows.getElement", (a) =>
    a.workflows.getElement({
      query: { workflow_id: workflowId, ...(elementId ? { workflow_element_id: elementId } : {}), ...(typeId ? { workflow_element_type_id: typeId } : {}) },
    }), { signal });
export interface SaveOptions {
  readonly checkContent?: boolean;
  readonly isCopy?: boolean;
  readonly position?: number;
}
/** A new task (no id) is a POST; an existing one a PUT with the version its editor showed. */
export const saveElement = (element: ElementInput, options: SaveOptions = {}, expectedVersion?: number) => {
  const payload = {
    element,
    check_content: options.checkContent ?? true,
    ...(options.isCopy ? { is_copy: true } : {}),
    ...(options.position !== undefined ? { group_position_index: options.position } : {}),
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
  };
  return element.id && element.id > 0
    ? call("workflows.saveElement", (a) => a.workflows.saveElement({ payload }))
    : call("workflows.addElement", (a) => a.workflows.addElement({ payload }));
};
export const removeElement = (id: number, expectedVersion: number) =>
  call("workflows.removeElement", (a) => a.workflows.removeElement({ query: { id, expectedVersion } }));
export const savePositions = (workflowId: number, ids: readonly number[], expectedVersion: number) =>
  call("workflows.positions", (a) =>
    a.workflows.positions({ payload: { workflow_id: workflowId, workflow_element_positions: ids.map((id, index) => ({ id, index })), expectedVersion } }));

// ── publishing ──
export const conditions = (id: number, signal?: S) =>
  call("workflows.publicationConditions", (a) => a.workflows.publicationConditions({ query: { library_file_id: id } }), { signal });
export const publish = (id: number, expectedVersion: number) =>
  call("workflows.publish", (a) => a.workflows.publish({ payload: { library_file_id: id, expectedVersion } }));
export const unpublish = (id: number, expectedVersion: number) =>
  call("workflows.unpublish", (a) => a.workflows.unpublish({ payload: { library_file_id: id, expectedVersion } }));

// ── export ──
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

/** Downloads a track as its export file (spec 001 §7 exportWorkflow; 10 minutes at most, spec 001 §9). */
export async function exportWorkflow(track: { id: number; display_name: string }) {
  const headers: Record<string, string> = { "content-language": requestLocale(), "content-type": "application/json" };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  const res = await fetch(`${apiBase()}/api/exportWorkflow`, {
    method: "POST", headers, credentials: "include", body: JSON.stringify({ library_file_id: track.id }), signal: AbortSignal.timeout(600_000),
  });
  if (!res.ok) throw Object.assign(new Error(`export ${res.status}`), { status: res.status });
  downloadFile({ url: URL.createObjectURL(await res.blob()), name: nameFrom(res, `${track.display_name}.json`) });
}

/** The builder's file picker: the library's files of a kind the user may read, narrowed by a name search. */
export const libraryFiles = (kind: FilePickKind, search: string, page: Page, signal?: S) =>
  call("workflows.libraryFiles", (a) => a.workflows.libraryFiles({ query: { kind, ...(search ? { search } : {}), ...page } }), { signal });
