// The support replay service (services/contract/devPlans.ts, group `replay`): the streams of a type, and one
// stream replayed step by step through its machine on the server.
import { queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import { ReplayGroup, type ReplayStep as StepSchema, type StreamRow as RowSchema } from "../../../services/contract/devPlans";

const call = areaClient(areaApi(ReplayGroup));

export type ReplayStep = typeof StepSchema.Type;
export type StreamRow = typeof RowSchema.Type;
export interface ReplayStream {
  readonly stream_type: string;
  readonly stream_id: string;
  readonly machine: string;
  readonly steps: readonly ReplayStep[];
}

export const streamsQuery = (type: string) =>
  queryOptions({
    queryKey: ["replay", "streams", type],
    queryFn: ({ signal }) => call("replay.listStreams", (a) => a.replay.listStreams({ query: { stream_type: type, limit: 100 } }), { signal }),
    enabled: type.trim().length > 0,
  });

export const streamQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: ["replay", "stream", type, id],
    queryFn: ({ signal }): Promise<ReplayStream> => call("replay.replayStream", (a) => a.replay.replayStream({ params: { type, id } }), { signal }),
    enabled: type.length > 0 && id.length > 0,
    staleTime: 0,
  });
