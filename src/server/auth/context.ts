import { Effect } from "effect";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { withDb } from "../http/run.js";
import { AppClock, AppConfig, Database, type ServerClock } from "../http/services.js";
import { type Keys, ServerKeys } from "./keys.js";

/** Everything the auth commands need, gathered once per request. */
export interface AuthCtx {
  readonly db: Db;
  readonly keys: Keys;
  readonly clock: ServerClock;
  readonly config: Config;
}

export const authCtx = Effect.gen(function* () {
  return { db: yield* Database, keys: yield* ServerKeys, clock: yield* AppClock, config: yield* AppConfig } as AuthCtx;
});

/** Runs an auth command; a lost version race is 409 Conflict, any other rejection dies (logged with the request id). */
export const runAuth = <A>(work: (ctx: AuthCtx) => Promise<A>) =>
  Effect.flatMap(authCtx, (ctx) => withDb(() => work(ctx)));

/** The same for endpoints that declare no Conflict: every rejection is an infrastructure failure. */
export const runAuthOrDie = <A>(work: (ctx: AuthCtx) => Promise<A>) =>
  Effect.flatMap(authCtx, (ctx) => Effect.promise(() => work(ctx)));
