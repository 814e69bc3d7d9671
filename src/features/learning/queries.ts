// Server state of learning: queryOptions factories for every read (the pages and loaders use these only).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { USER_TRACKS_PAGE } from "../../../services/contract/learning";
import { nextKeysetPage } from "../../app/lists/keysetPages";
import * as api from "./api";

export const learningKey = ["learning"] as const;

const nextPage = nextKeysetPage(USER_TRACKS_PAGE);

/**
 * The person's tracks, 30 a page (spec 001 §9); onboarding (1) under /learning, growth (2) under /growth, both
 * (undefined) in the profile; with a category, only that category's (its page).
 */
export const userTracksQuery = (type?: 1 | 2, categoryId?: number) =>
  infiniteQueryOptions({
    queryKey: [...learningKey, "tracks", type ?? "all", categoryId ?? "any"],
    queryFn: ({ pageParam, signal }) =>
      api.userTracks({
        limit: USER_TRACKS_PAGE, ...(type ? { workflow_types: [type] } : {}), ...(categoryId !== undefined ? { category_id: categoryId } : {}),
        ...(pageParam ? { last_id: pageParam } : {}),
      }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.UserTrack>,
  });
/** One track's timeline; leaving the page cancels it (the query's signal). */
export const timelineQuery = (workflowId: number) =>
  queryOptions({ queryKey: [...learningKey, "timeline", workflowId], queryFn: ({ signal }) => api.timeline(workflowId, signal) });
export const taskQuery = (taskId: number) =>
  queryOptions({ queryKey: [...learningKey, "task", taskId], queryFn: ({ signal }) => api.task(taskId, signal) });
/** Where the signed-in person was in a task's form (null: nowhere yet). */
export const formPositionQuery = (taskId: number) =>
    // a convenience: a failed read leaves the form at its top, without an error message
  queryOptions({ queryKey: [...learningKey, "formPosition", taskId], queryFn: ({ signal }) => api.formPosition(taskId, signal), meta: { errorMessage: false } });
export const myTasksQuery = (today = false) =>
  infiniteQueryOptions({
    queryKey: [...learningKey, "myTasks", today],
    queryFn: ({ pageParam, signal }) => api.myTasks({ limit: USER_TRACKS_PAGE, today, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.MyTask>,
  });
