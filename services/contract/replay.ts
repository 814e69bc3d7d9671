import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Forbidden, Invalid, NotFound } from "./errors.js";
import { Limit, Text } from "./devPlansSchemas.js";
import { Authorization } from "./security.js";

/**
 * Support replay (under /api/replay, needs the `logs` section, own client only):
 * - GET /streams?stream_type&after&limit      streams of a type with their last recorded state, keyset by stream id
 * - GET /streams/:type/:id?at                  each event replayed through its machine (see ReplayStep); with `at`,
 *                                              where that moment falls (as_of: the last event by then, the later count)
 */
export const StreamRow = Schema.Struct({
  id: Schema.String,
  client_id: Schema.Int,
  version: Schema.Int,
  /** the state recorded by the last event (meta.to) */
  state: Schema.Unknown,
  updated_at: Schema.String,
});
export const ReplayStep = Schema.Struct({
  position: Schema.Int,
  version: Schema.Int,
  time: Schema.String,
  actor: Schema.Unknown,
  /** the stored fact (`task.approved`) */
  type: Schema.String,
  /** the machine command it was decided as (`task.approve`): what a replay sends to the machine */
  command: Schema.String,
  data: Schema.Unknown,
  before: Schema.Unknown,
  after: Schema.Unknown,
  context: Schema.Unknown,
  /** why the current machine would decide otherwise; null when it agrees */
  divergence: Schema.NullOr(Schema.String),
  /** devPlanTask only: the buttons the plan's owner and its approver (line manager) would have after this step */
  available_commands: Schema.NullOr(Schema.Struct({ owner: Schema.Array(Schema.String), approver: Schema.Array(Schema.String) })),
});

/** Where an "as of" moment falls in the stream: the steps up to `version` are the entity as it stood then. */
export const AsOf = Schema.Struct({
  /** the moment, as an ISO instant */
  at: Schema.String,
  /** the last event recorded at or before `at`; null when the stream had not begun */
  version: Schema.NullOr(Schema.Int),
  /** events recorded after `at` */
  later: Schema.Int,
});

/** Support: step through any lifecycle stream of one's own client. Needs the `logs` section. */
export class ReplayGroup extends HttpApiGroup.make("replay")
  .add(
    HttpApiEndpoint.get("listStreams", "/streams", {
      query: { stream_type: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)), after: Schema.optional(Text(100)), limit: Limit },
      success: Schema.Struct({ items: Schema.Array(StreamRow), last_id: Schema.NullOr(Schema.String) }),
      error: [Forbidden, Invalid],
    }),
  )
  .add(
    HttpApiEndpoint.get("replayStream", "/streams/:type/:id", {
      params: { type: Schema.String.check(Schema.isMaxLength(100)), id: Schema.String.check(Schema.isMaxLength(100)) },
      /** at: YYYY-MM-DD (the end of that day, UTC) or an ISO date-time; without a zone, UTC */
      query: { at: Schema.optional(Schema.String.check(Schema.isMaxLength(40))) },
      success: Schema.Struct({
        stream_type: Schema.String,
        stream_id: Schema.String,
        /** the lifecycle machine; "record" for a stream without one (its fields folded in order, the record as context) */
        machine: Schema.String,
        steps: Schema.Array(ReplayStep),
        /** null without `at` */
        as_of: Schema.NullOr(AsOf),
      }),
      error: [Forbidden, NotFound, Invalid],
    }),
  )
  .middleware(Authorization)
  .prefix("/replay") {}
