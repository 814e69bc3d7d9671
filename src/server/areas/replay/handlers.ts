import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { requirePermission } from "../../auth/permissions.js";
import { asOfSteps, parseAsOf } from "../../events/asOf.js";
import { keysetAfter, nextCursor } from "../../db/keyset.js";
import { queryDb } from "../../http/run.js";
import { replaySteps } from "./steps.js";

/** Streams of one type in the caller's client with their last recorded state, keyset-paged by stream id. */
const LIST_SQL = `
  select distinct on (stream_id) stream_id as id, client_id, version, meta->'to' as state, recorded_at as updated_at
    from events where stream_type = $1 and client_id = $2${keysetAfter({ keys: ["stream_id"] }, "$3")}
   order by stream_id, version desc limit $4`;

/** Support: step through a lifecycle stream of one's own client (system settings → logs). */
export const ReplayLive = HttpApiBuilder.group(Api, "replay", (h) =>
  h
    .handle("listStreams", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("logs");
        const limit = query.limit ?? 100;
        const rows = yield* queryDb((db) => db.query(LIST_SQL, [query.stream_type, user.clientId, query.after ?? "", limit]));
        return {
          items: rows.map((r) => ({ id: r.id, client_id: r.client_id, version: r.version, state: r.state ?? null, updated_at: new Date(r.updated_at).toISOString() })),
          last_id: nextCursor(rows, limit, (r) => r.id as string),
        };
      }))
    .handle("replayStream", ({ params, query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("logs");
        const at = query.at === undefined ? null : parseAsOf(query.at);
        if (query.at !== undefined && !at) {
          return yield* Effect.fail(new Invalid({ message: Messages.invalid, fields: [{ path: "query.at", message: "replay.asOf.invalid" }] }));
        }
        const result = yield* queryDb((db) => replaySteps(db, user.clientId, params.type, params.id, allows(user.permissions, "sensitive_data")));
        if (!result) return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
        // Each step's state depends only on the events before it, so the prefix up to `at` is the entity then.
        return { stream_type: params.type, stream_id: params.id, ...result, as_of: at ? asOfSteps(result.steps, at) : null };
      })),
);
