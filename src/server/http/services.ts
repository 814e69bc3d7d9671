import { Context } from "effect";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";

/** The database, provided to every handler. */
export class Database extends Context.Service<Database, Db>()("stride/Database") {}
/** The server's configuration. */
export class AppConfig extends Context.Service<AppConfig, Config>()("stride/AppConfig") {}

/** The time the server decides with (lockouts, expiry, tokens). Tests inject one they can move forward. */
export interface ServerClock {
  now(): Date;
}
export const systemClock: ServerClock = { now: () => new Date() };
export class AppClock extends Context.Service<AppClock, ServerClock>()("stride/AppClock") {}
