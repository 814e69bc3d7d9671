// The support replay service (services/contract/devPlans.ts, group `replay`): the streams of a type, and one
// stream replayed step by step through its machine on the server.
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

export const listStreams = (type: string, signal?: AbortSignal) =>
  call("replay.listStreams", (a) => a.replay.listStreams({ query: { stream_type: type, limit: 100 } }), { signal });
export const replayStream = (type: string, id: string, at: string | undefined, signal?: AbortSignal): Promise<ReplayStream> =>
  call("replay.replayStream", (a) => a.replay.replayStream({ params: { type, id }, query: at ? { at } : {} }), { signal });
