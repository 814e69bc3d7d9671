// A folder's content or a search, driven by the libraryRequest machine: every new request (another folder, a
// new term, a reload) re-enters `loading`, which stops the previous invocation and aborts its fetch, so a late
// answer is never shown and a cancellation says nothing (spec 001 §4).
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type FetchLibraryInput, libraryRequestMachine } from "../../../../machines/libraryRequest";
import { isSilent } from "../../../../services/client/errors";
import { SEARCH_MIN } from "../../../../services/contract/library";
import * as api from "../api";

/** Page size of a folder's content when the server pages it (keyset by last_id). */
export const CONTENT_PAGE = 200;

type Page = api.FolderContent;
/** Pages loaded after the first one (the machine holds the first). */
type Extra = { items: api.LibraryItem[]; lastId: number | null; loading: boolean; pages: number };
const NO_EXTRA: Extra = { items: [], lastId: null, loading: false, pages: 0 };

const fetchPage = (input: FetchLibraryInput, signal: AbortSignal): Promise<Page> => {
  const { folderId, search, type, lastId } = input.params as { folderId: number; search?: string; type: api.LibraryType; lastId?: number };
  const page = { limit: CONTENT_PAGE, ...(lastId ? { last_id: lastId } : {}) };
  // A search inside a special root (common, favourites…) searches the whole library.
  if (search) return api.search(type, folderId > 5 ? folderId : undefined, search, page, signal);
  return api.folderContent(type, folderId, page, signal);
};

export interface ContentState {
  readonly status: "loading" | "ready" | "error";
  readonly data: Page | null;
  readonly error: unknown;
  readonly searching: boolean;
  /** True while the next page of a long folder loads. */
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly reload: () => void;
}

/** The content of `folderId` (or the results of `term` from 3 characters inside it), with reload and paging. */
export function useFolderContent(type: api.LibraryType, folderId: number, term: string): ContentState {
  const machine = useMemo(
    () => libraryRequestMachine.provide({ actors: { fetchLibrary: fromPromise<unknown, FetchLibraryInput>(({ input, signal }) => fetchPage(input, signal)) } }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { kind: "list" } });
  const search = term.trim().length >= SEARCH_MIN ? term.trim() : "";
  const [extra, setExtra] = useState<Extra>(NO_EXTRA);
  const more = useRef<AbortController | null>(null);

  const request = useCallback(() => {
    more.current?.abort();
    setExtra(NO_EXTRA);
    send({ type: "library.request", params: { type, folderId, ...(search ? { search } : {}) } });
  }, [send, type, folderId, search]);

  // A search waits for a short pause in typing; a folder change loads at once.
  useEffect(() => {
    const timer = setTimeout(request, search ? 250 : 0);
    return () => clearTimeout(timer);
  }, [request, search]);
  useEffect(() => () => more.current?.abort(), []);

  const data = (snapshot.context.data as Page | null) ?? null;
  const lastId = extra.pages ? extra.lastId : (data?.last_id ?? null);
  // The server answers the next cursor, or null on the last page.
  const hasMore = snapshot.matches("loaded") && lastId !== null;

  const loadMore = useCallback(() => {
    if (!hasMore || extra.loading || lastId === null) return;
    const ctrl = new AbortController();
    more.current = ctrl;
    setExtra((e) => ({ ...e, loading: true }));
    fetchPage({ kind: "list", params: { type, folderId, lastId, ...(search ? { search } : {}) } }, ctrl.signal)
      .then((page) => setExtra((e) => ({ items: [...e.items, ...page.items], lastId: page.last_id ?? null, loading: false, pages: e.pages + 1 })))
      .catch((error) => {
        if (!isSilent(error)) setExtra((e) => ({ ...e, lastId: null, loading: false, pages: e.pages + 1 }));
      });
  }, [hasMore, extra.loading, lastId, type, folderId, search]);

  const merged = data && extra.items.length ? { ...data, items: [...data.items, ...extra.items] } : data;
  const failed = snapshot.matches("failed") && !isSilent(snapshot.context.error);
  return {
    status: failed ? "error" : snapshot.matches("loaded") ? "ready" : "loading",
    data: merged,
    error: snapshot.context.error,
    searching: Boolean(search),
    loadingMore: extra.loading,
    hasMore,
    loadMore,
    reload: request,
  };
}
