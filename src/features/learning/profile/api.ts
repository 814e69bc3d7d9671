// The learning profile calls (services/contract/learningProfile.ts): the person's history and the time to complete.
import { areaApi, areaClient } from "../../../../services/client/api";
import { LearningProfileGroup } from "../../../../services/contract/learningProfile";
import type * as C from "../../../../services/contract/learningProfile";
import type { ViewScope } from "../../../../services/contract/userProgress";

const call = areaClient(areaApi(LearningProfileGroup));
type S = AbortSignal | undefined;

export type HistoryEntry = C.HistoryEntry;
export type TrackTime = C.TrackTime;
export type TaskTime = C.TaskTime;

export const myHistory = (q: { limit: number; last_id?: number }, signal?: S) =>
  call("learningProfile.myHistory", (a) => a.learningProfile.myHistory({ payload: q }), { signal });
export const timeToComplete = (q: { limit: number; last_id?: number; user_id?: number; scope?: ViewScope }, signal?: S) =>
  call("learningProfile.timeToComplete", (a) => a.learningProfile.timeToComplete({ payload: q }), { signal });
