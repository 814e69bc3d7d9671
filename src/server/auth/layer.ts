import { Effect, Layer } from "effect";
import { AppConfig, Database } from "../http/services.js";
import { loadKeys, ServerKeys } from "./keys.js";

/** The server's keys, read (or created) once when the server starts. */
export const KeysLive = Layer.effect(
  ServerKeys,
  Effect.gen(function* () {
    const db = yield* Database;
    const config = yield* AppConfig;
    return yield* Effect.promise(() => loadKeys(db, config));
  }),
);
