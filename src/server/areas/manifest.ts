import type { Layer } from "effect";
import type { HttpRouter } from "effect/http";
import type { HttpApiGroup } from "effect/http-api";
import type { Authorization, SchemaErrors } from "../../../services/contract/security.js";
import type { ServerKeys } from "../auth/keys.js";
import type { Config } from "../config.js";
import type { Db, Sql } from "../db/types.js";
import type { Projection } from "../events/projections.js";
import type { Reaction } from "../events/reactions.js";
import type { Subscriber } from "../events/subscribers.js";
import type { StoredEvent } from "../events/types.js";
import type { Storage } from "../files/storage.js";
import type { ContentSiteService } from "../http/contentSite.js";
import type { AppClock, AppConfig, Database } from "../http/services.js";
import type { Job } from "../jobs/runner.js";
import type { RouteDef } from "./lists/index.js";

type Provided = Database | AppConfig | AppClock | ServerKeys | ContentSiteService;
/** What handlers may require: the services http/app.ts gives the layers and every request, and the contract's middleware. */
export type HandlerServices = Provided | Requires<Provided> | Authorization | SchemaErrors;
// One request entry per service: http/app.ts's `provideRequest` satisfies them one by one.
type Requires<T> = T extends unknown ? HttpRouter.Request<"Requires", T> : never;

/** What an area's demo seed step gets: the demo client, its users by e-mail prefix (`admin`, `employee`...). */
export interface DemoSeed {
  readonly clientId: number;
  readonly ids: Readonly<Record<string, number>>;
  /** The employee's password hash, for demo people an area adds (hashing is slow: computed once). */
  readonly passwordHash: string;
  readonly at: string;
}

/** An area's part of the demo data, after the tenants and their people are there (seed/demo.ts). */
export interface SeedStep {
  /** Rows of the demo client, in the seed's transaction, through the area's own commands. */
  readonly demo?: (tx: Sql, seed: DemoSeed) => Promise<void>;
  /** Files in storage (only when the server has a data directory), after the transaction. */
  readonly files?: (db: Db, storage: Storage, now: Date) => Promise<unknown>;
}

/** The buttons each side had after every replayed step of one of the area's machines (the support replay page). */
export type ReplayCommands = (sql: Sql, events: readonly StoredEvent[]) =>
  Promise<((after: unknown, context: unknown) => { owner: string[]; approver: string[] }) | null>;

/**
 * One server area, as the rest of the server sees it: everything that `manifests.ts` wires for it. An area's public
 * `index.ts` exports one of these as `manifest`; adding an area is writing its folder and adding it to that list.
 */
export interface AreaManifest {
  /** The folder name, which is also the area's name in the contract, the features and the locales. */
  readonly name: string;
  /** Its contract groups (services/contract), each served by `handlers`. */
  readonly groups: readonly HttpApiGroup.Constraint[];
  /** The handlers of those groups (HttpApiBuilder.group layers, merged). */
  readonly handlers?: Layer.Layer<any, never, HandlerServices>;
  /** The stream types the area appends to (`npm run replay -- <streamType>`); each belongs to one area. */
  readonly streams?: readonly string[];
  /** Its projections, each keyed by the event types it applies (registered in manifest order). */
  readonly projections?: readonly Projection[];
  /**
   * Its reactions: facts it appends because of other facts in the same transaction (events/reactions.ts). Only
   * where a subscriber cannot do it yet (the area's README says why); a new area declares subscribers.
   */
  readonly reactions?: readonly Reaction[];
  /**
   * Its subscribers: what it does after other facts commit, outside their transaction (events/subscribers.ts), each
   * with the fact types it reads and an idempotent handler; run by a lease holder from its checkpoint.
   */
  readonly subscribers?: readonly Subscriber[];
  /** Its lists (the keyset list engine's routes, registered when their module loads). */
  readonly lists?: readonly RouteDef[];
  /** Its periodic jobs, each made for a database and configuration (jobs/runner.ts runs them). */
  readonly jobs?: readonly ((db: Db, config: Config) => Job)[];
  readonly seed?: SeedStep;
  /** Replay extras per machine name: the commands each side had after every step. */
  readonly replay?: Readonly<Record<string, ReplayCommands>>;
  /**
   * Per stream type of the area, the fields of its events (and of the replayed record or context) that hold a
   * person's answers or a secret: the support replay shows them only to a viewer with the sensitive-data right.
   */
  readonly sensitive?: Readonly<Record<string, readonly string[]>>;
}

/** Declares an area's manifest (an identity that checks the shape). */
export const defineArea = (manifest: AreaManifest): AreaManifest => manifest;
