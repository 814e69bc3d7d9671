// Server state of the library: queryOptions factories for the trees, properties and share links, and one write
// helper (area call → snackbar from the catalogue → every library key refetched). Folder content and search go
// through the libraryRequest machine instead (browse/useFolderContent.ts), so a new request cancels the last one.
import { queryOptions } from "@tanstack/react-query";
import { type AreaWriteOptions, useAreaWrite } from "../../app/writes/useAreaWrite";
import * as access from "./access/api";
import * as api from "./api";

export const libraryKey = ["library"] as const;

export const treeQuery = (type: api.LibraryType) =>
  queryOptions({ queryKey: [...libraryKey, "tree", type], queryFn: ({ signal }) => api.treeMenu(type, signal), meta: { errorMessage: "library.load.failedContactAdmin" } });
export const copyMoveTreeQuery = (type: api.LibraryType, exclude?: number) =>
  queryOptions({
    queryKey: [...libraryKey, "copyMoveTree", type, exclude ?? 0],
    queryFn: ({ signal }) => api.copyMoveTree(type, exclude, signal),
    staleTime: 0,
    meta: { errorMessage: "library.load.failed" },
  });
export const propertiesQuery = (kind: api.ItemKind, id: number) =>
  queryOptions({
    queryKey: [...libraryKey, "properties", kind, id],
    queryFn: ({ signal }) => api.properties(kind, id, signal),
    staleTime: 0,
    meta: { errorMessage: "library.properties.loadFailed" },
  });
export const shareLinksQuery = (fileId: number) =>
  queryOptions({ queryKey: [...libraryKey, "share", fileId], queryFn: ({ signal }) => api.shareLinks(fileId, signal), staleTime: 0 });

/** The access page of a folder or file (spec 000 §6): its entries, its name, the groups to offer, the parent it inherits from. */
export const accessKey = (kind: access.ItemKind, id: number) => [...libraryKey, "access", kind, id] as const;
export const accessQuery = (kind: access.ItemKind, id: number) =>
  queryOptions({ queryKey: accessKey(kind, id), queryFn: ({ signal }) => access.getAccess(kind, id, signal), retry: false });
export const accessPropertiesQuery = (kind: access.ItemKind, id: number) =>
  queryOptions({ queryKey: [...libraryKey, "properties", kind, id], queryFn: ({ signal }) => access.getProperties(kind, id, signal), retry: false });
export const groupSubjectsQuery = () =>
  queryOptions({ queryKey: [...libraryKey, "subjects", "4"], queryFn: ({ signal }) => access.subjects("4", signal) });

/** A library write: on success the snackbar, the caller's follow-up, then every library query refetches (a shown stale refusal waits for Reload). */
export const useLibraryWrite = <V, R>(fn: (v: V) => Promise<R>, options: AreaWriteOptions<V, R> = {}) => useAreaWrite(libraryKey, fn, options);
