// Server state of the learning profile pages: queryOptions factories (the pages, the users tab and loaders use these).
import { infiniteQueryOptions } from "@tanstack/react-query";
import { HISTORY_PAGE, TIME_PAGE } from "../../../../services/contract/learningProfile";
import { nextKeysetPage, pageAfter } from "../../../app/lists/keysetPages";
import { learningKey } from "../queries";
import type { ViewScope } from "../../../../services/contract/userProgress";
import * as api from "./api";

/** The signed-in person's history, newest first, 30 entries a page. */
export const myHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: [...learningKey, "history"],
    queryFn: ({ pageParam, signal }) => api.myHistory({ limit: HISTORY_PAGE, ...pageAfter(pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextKeysetPage(HISTORY_PAGE)<api.HistoryEntry>,
  });

/** A person's time to complete per track (theirs without `userId`), 20 tracks a page. */
export const timeToCompleteQuery = (userId?: number, scope?: ViewScope) =>
  infiniteQueryOptions({
    queryKey: [...learningKey, "timeToComplete", userId ?? "me", scope ?? "users"],
    queryFn: ({ pageParam, signal }) =>
      api.timeToComplete({ limit: TIME_PAGE, ...pageAfter(pageParam), ...(userId ? { user_id: userId } : {}), ...(scope ? { scope } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextKeysetPage(TIME_PAGE)<api.TrackTime>,
  });
