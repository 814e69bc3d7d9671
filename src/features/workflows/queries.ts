// Server state of the tracks area: queryOptions factories for the workflow library, a track, its tasks and its
// publication conditions, and one write helper (area call → snackbar from the catalogue → the area refetched;
// a stale refusal the page shows itself waits for Reload).
import { infiniteQueryOptions, queryOptions, useQueryClient } from "@tanstack/react-query";
import { nextCursor, pageAfter } from "../../app/lists/keysetPages";
import { type AreaWriteOptions, useAreaWrite } from "../../app/writes/useAreaWrite";
import { WORKFLOW_LIMITS } from "../../../services/contract/workflows";
import { courses } from "../courses/api";
import * as api from "./api";
import { trackActivities, trackActivitiesByUsers, trackScorm, trackTestAnswers, trackTests } from "./analyticsApi";
import { clientGroups, publishProgress, trackGroups, trackUsers } from "./assignApi";

export const workflowsKey = ["workflows"] as const;
/** Rows of a content page (keyset by `last_id`). */
export const CONTENT_PAGE = 100;

export const categoriesQuery = () =>
  queryOptions({ queryKey: [...workflowsKey, "categories"], queryFn: ({ signal }) => api.categories(signal), staleTime: 60_000 });
export const treeQuery = () =>
  queryOptions({ queryKey: [...workflowsKey, "tree"], queryFn: ({ signal }) => api.tree(signal), meta: { errorMessage: "workflows.load.failed" } });

/** A folder's content (null: the top of the workflow library), or the results of a search from 3 characters. */
export const contentQuery = (folderId: number | null, search: string) =>
  infiniteQueryOptions({
    queryKey: [...workflowsKey, "content", folderId ?? 0, search],
    queryFn: ({ pageParam, signal }) => api.content(folderId, search, { limit: CONTENT_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.items, page.last_id, CONTENT_PAGE),
    meta: { errorMessage: false },
  });

export const folderPropertiesQuery = (id: number) =>
  queryOptions({ queryKey: [...workflowsKey, "folder", id], queryFn: ({ signal }) => api.folderProperties(id, signal), staleTime: 0, retry: false });
export const accessKey = (kind: api.AccessKind, id: number) => [...workflowsKey, "access", kind, id] as const;
export const accessQuery = (kind: api.AccessKind, id: number) =>
  queryOptions({ queryKey: accessKey(kind, id), queryFn: ({ signal }) => api.getAccess(kind, id, signal), retry: false });

export const workflowQuery = (id: number) =>
  queryOptions({ queryKey: [...workflowsKey, "workflow", id], queryFn: ({ signal }) => api.properties(id, signal), retry: false });

/** Every task of a track in position order: the builder reorders the whole list, so it reads all pages. */
export const elementsQuery = (workflowId: number) =>
  queryOptions({
    queryKey: [...workflowsKey, "elements", workflowId],
    queryFn: async ({ signal }) => {
      const items: api.WorkflowElement[] = [];
      let last: number | null = null;
      do {
        const page = await api.elements(workflowId, { limit: WORKFLOW_LIMITS.page, ...(last ? { last_id: last } : {}) }, signal);
        items.push(...page.items);
        last = page.items.length > 0 ? page.last_id : null;
      } while (last !== null);
      return items;
    },
  });

export const elementEditorQuery = (workflowId: number, elementId: number | null, typeId: number | null) =>
  queryOptions({
    queryKey: [...workflowsKey, "editor", workflowId, elementId ?? 0, typeId ?? 0],
    queryFn: ({ signal }) => api.elementEditor(workflowId, elementId, typeId, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** The first page of the library's files of a kind matching a search, for the builder's picker (type to narrow). */
export const libraryFilesQuery = (kind: api.FilePickKind, search: string) =>
  queryOptions({ queryKey: [...workflowsKey, "libraryFiles", kind, search], queryFn: ({ signal }) => api.libraryFiles(kind, search, { limit: 50 }, signal) });

/**
 * The client's courses a learning task may link (the courses area's list, keyset pages read through to the end, at
 * most 20 pages). Someone without the courses section gets a refusal: the picker says it cannot list them.
 */
export const courseChoicesQuery = () =>
  queryOptions({
    queryKey: [...workflowsKey, "courseChoices"],
    queryFn: async ({ signal }) => {
      const out: Array<{ id: number; title: string }> = [];
      let last: number | undefined;
      for (let i = 0; i < 20; i++) {
        const page = await courses({ limit: 100, ...(last ? { last_id: last } : {}) }, signal);
        out.push(...page.items.map((c) => ({ id: c.id, title: c.title })));
        if (page.last_id === null || page.items.length < 100) break;
        last = page.last_id;
      }
      return out;
    },
    staleTime: 60_000,
    meta: { errorMessage: false },
  });

export const conditionsQuery = (id: number) =>
  queryOptions({ queryKey: [...workflowsKey, "conditions", id], queryFn: ({ signal }) => api.conditions(id, signal), staleTime: 0 });

/** A write of the area: the snackbar, the caller's follow-up, then every tracks query refetches. */
export const useWorkflowsWrite = <V, R>(fn: (v: V) => Promise<R>, options: AreaWriteOptions<V, R> = {}) => useAreaWrite(workflowsKey, fn, options);

/** Reload after a stale refusal: refetches the area, then clears the mutation's error (the notice goes). */
export function useReloadWorkflows(mutation: { reset: () => void }) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowsKey }).then(() => mutation.reset());
}

// Assignment (the track page's groups tab): keyset pages of the track's groups and people, the client's groups to
// pick from, and the publish job's progress, polled each second while it is queued or running.
export const ASSIGN_PAGE = 50;
export const assignKey = (id: number) => [...workflowsKey, "assignment", id] as const;
export const publishProgressQuery = (id: number) =>
  queryOptions({
    queryKey: [...assignKey(id), "progress"],
    queryFn: ({ signal }) => publishProgress(id, signal),
    refetchInterval: (query) => (query.state.data && (query.state.data.state === "queued" || query.state.data.state === "running") ? 1000 : false),
  });
export const trackGroupsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...assignKey(id), "groups"],
    queryFn: ({ pageParam, signal }) => trackGroups(id, { limit: ASSIGN_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.rows, page.settings.last_id, ASSIGN_PAGE),
  });
export const clientGroupsQuery = (id: number) =>
  queryOptions({ queryKey: [...assignKey(id), "clientGroups"], queryFn: ({ signal }) => clientGroups(signal) });
export const trackUsersQuery = (id: number, waitingOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: [...assignKey(id), "people", waitingOnly],
    queryFn: ({ pageParam, signal }) =>
      trackUsers(id, waitingOnly ? "waiting" : null, { limit: ASSIGN_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.rows, page.settings.last_id, ASSIGN_PAGE),
  });

// Analytics (the track page's analytics tab): its tasks by state, and people's test results in keyset pages.
export const ANALYTICS_PAGE = 50;
export const activitiesQuery = (id: number) =>
  queryOptions({ queryKey: [...workflowsKey, "analytics", id, "activities"], queryFn: ({ signal }) => trackActivities(id, signal) });
export const testResultsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...workflowsKey, "analytics", id, "tests"],
    queryFn: ({ pageParam, signal }) => trackTests(id, { limit: ANALYTICS_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.items, page.last_id, ANALYTICS_PAGE),
  });
export const testAnswersQuery = (id: number, resultId: number) =>
  queryOptions({ queryKey: [...workflowsKey, "analytics", id, "tests", resultId], queryFn: ({ signal }) => trackTestAnswers(id, resultId, signal) });
export const activitiesByUsersQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...workflowsKey, "analytics", id, "byUsers"],
    queryFn: ({ pageParam, signal }) => trackActivitiesByUsers(id, { limit: ANALYTICS_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.items, page.last_id, ANALYTICS_PAGE),
  });
export const trackScormQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...workflowsKey, "analytics", id, "scorm"],
    queryFn: ({ pageParam, signal }) => trackScorm(id, { limit: ANALYTICS_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => nextCursor(page.items, page.last_id, ANALYTICS_PAGE),
  });
