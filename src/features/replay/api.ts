// The support replay service (services/contract/devPlans.ts, group `replay`): the streams of a type, and one
// stream replayed step by step through its machine on the server.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import type { AsOf as AsOfSchema } from "../../../services/contract/replay";
import { ReplayGroup, type ReplayStep as StepSchema, type StreamRow as RowSchema } from "../../../services/contract/devPlans";

const call = areaClient(areaApi(ReplayGroup));

export type ReplayStep = typeof StepSchema.Type;
export type StreamRow = typeof RowSchema.Type;
export type AsOf = typeof AsOfSchema.Type;
export interface ReplayStream {
  readonly stream_type: string;
  readonly stream_id: string;
  readonly machine: string;
  readonly steps: readonly ReplayStep[];
  /** Where the page's "as of" moment falls; absent or null without one. */
  readonly as_of?: AsOf | null;
}

export const streamsQuery = (type: string) =>
  queryOptions({
    queryKey: ["replay", "streams", type],
    queryFn: ({ signal }) => call("replay.listStreams", (a) => a.replay.listStreams({ query: { stream_type: type, limit: 100 } }), { signal }),
    enabled: type.trim().length > 0,
  });

/** One stream replayed by the server; with `at` (an ISO instant), also where that moment falls in it. */
export const streamQuery = (type: string, id: string, at?: string) =>
  queryOptions({
    queryKey: ["replay", "stream", type, id, at ?? null],
    queryFn: ({ signal }): Promise<ReplayStream> =>
      call("replay.replayStream", (a) => a.replay.replayStream({ params: { type, id }, query: at ? { at } : {} }), { signal }),
    enabled: type.length > 0 && id.length > 0,
    staleTime: 0,
    // Moving the "as of" moment keeps the same stream on screen while the next answer comes.
    placeholderData: (previous, query) => (query?.queryKey[2] === type && query.queryKey[3] === id ? keepPreviousData(previous) : undefined),
  });
