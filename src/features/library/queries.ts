// Server state of the library: queryOptions factories for the trees, properties and share links, and one write
// helper (area call → snackbar from the catalogue → every library key refetched). Folder content and search go
// through the libraryRequest machine instead (browse/useFolderContent.ts), so a new request cancels the last one.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staleOf } from "../../../services/client/errors";
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

interface WriteOptions<V, R> {
  /** Catalogue ids of the snackbar on success and on failure (spec 001 §8). */
  readonly success?: string;
  readonly failure?: string;
  readonly onSuccess?: (result: R, variables: V) => void;
  /** the page shows a stale-version refusal itself (StaleNotice with Reload): no snackbar, no refetch until Reload */
  readonly staleShown?: boolean;
}

/** A library write: on success the snackbar, the caller's follow-up, then every library query refetches (a shown stale refusal waits for Reload). */
export function useLibraryWrite<V, R>(fn: (v: V) => Promise<R>, options: WriteOptions<V, R> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: {
      errorMessage: options.failure ?? "common.updateFail",
      ...(options.success ? { successMessage: options.success } : {}),
      ...(options.staleShown ? { staleShown: true } : {}),
    },
    onSuccess: (result, variables) => options.onSuccess?.(result, variables),
    onSettled: (_r, error) => (options.staleShown && staleOf(error) ? undefined : queryClient.invalidateQueries({ queryKey: libraryKey })),
  });
}
