import { Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { ServerKeys } from "../../auth/keys.js";
import { verifyAccess } from "../../auth/tokens.js";
import { appendNext, transact } from "../../events/command.js";
import { withDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { recordError } from "./record.js";

/**
 * Who reports: the client and user of a valid bearer token, else nobody (client and user null). Ids in the
 * body are never trusted: anyone may post here, signed in or not.
 */
const reporter = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest;
  const keys = yield* ServerKeys;
  const clock = yield* AppClock;
  const header = request.headers.authorization ?? "";
  const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
  const claims = token ? yield* Effect.promise(() => verifyAccess(keys, token, clock.now())) : null;
  return { client_id: claims?.clientId ?? null, user_id: claims?.userId ?? null, now: clock.now() };
});

/** Browser error reports, written through events. */
export const LogsLive = HttpApiBuilder.group(Api, "logs", (h) =>
  h
    .handle("logError", ({ payload }) =>
      Effect.gen(function* () {
        const who = yield* reporter;
        const id = yield* withDb((db) =>
          recordError(db, {
            client_id: who.client_id, user_id: who.user_id, message: payload.message, error: payload.error ?? "",
            stack: payload.stackTrace ?? "", route: payload.route ?? "", params: payload.params ?? {}, level: "error", is_web: true,
          }, who.now, who.user_id ?? "system"));
        return { id };
      }))
    .handle("manageErrorLogs", ({ payload }) =>
      Effect.gen(function* () {
        const who = yield* reporter;
        yield* withDb(async (db) => {
          // A follow-up on an entry this reporter made classifies it; anything else is a new entry.
          if (payload.log_id !== undefined) {
            const done = await transact(db, async (tx) => {
              const [row] = await tx.query(
                "select id from error_logs where id = $1 and client_id is not distinct from $2 and user_id is not distinct from $3",
                [payload.log_id, who.client_id, who.user_id]);
              if (!row) return false;
              await appendNext(tx, who.client_id ?? 0, { type: "errorLog", id: row.id },
                [{ type: "errorLog.classified", data: { level: payload.level, is_web: payload.is_web } }], { actor: who.user_id ?? "system" });
              return true;
            });
            if (done) return;
          }
          await recordError(db, {
            client_id: who.client_id, user_id: who.user_id, message: payload.message, level: payload.level, is_web: payload.is_web,
          }, who.now, who.user_id ?? "system");
        });
      })),
);
