import type { Sql } from "../db/types.js";
import type { StoredEvent } from "./types.js";

/** A projection updates read tables for the event types it handles, inside the append's transaction. */
export interface Projection {
  readonly name: string;
  /** Read tables this projection owns: rebuild truncates them before replaying the log. */
  readonly tables: readonly string[];
  /**
   * Sequences that number rows this projection derives (rows no event names by id): rebuild restarts them, so that
   * replaying the log numbers the rows as the first pass did. Their inserts must be ordered (`order by`) for that.
   * A live transaction that took numbers and then rolled back leaves gaps a rebuild closes, so nothing outside
   * the projection may keep these ids: events name such rows by their natural key.
   */
  readonly sequences?: readonly string[];
  readonly handles: Record<string, (tx: Sql, event: StoredEvent) => Promise<void>>;
  /**
   * Optional set-based versions of some handlers, for commands that append many events of one type at once (an
   * import). Each must leave the tables exactly as its `handles` entry applied event by event would: rebuilds and
   * ordinary appends use `handles`.
   */
  readonly batch?: Record<string, (tx: Sql, events: readonly StoredEvent[]) => Promise<void>>;
}

const registry: Projection[] = [];
const byType = new Map<string, Array<Projection["handles"][string]>>();

type TablesListener = (tx: Sql, event: StoredEvent) => void;
const tableListeners: { readonly tables: ReadonlySet<string>; readonly on: TablesListener }[] = [];
/** Per event type, the listeners whose tables its projections write (worked out on first use). */
const listenersByType = new Map<string, readonly TablesListener[]>();

/**
 * Calls `on` after each event projected into any of `tables`, in the event's transaction: for caches of what
 * those read tables hold, which must forget it then whatever event type wrote it (a new type cannot be missed).
 */
export const onTablesChanged = (tables: readonly string[], on: TablesListener) => {
  tableListeners.push({ tables: new Set(tables), on });
  listenersByType.clear();
};

const listenersOf = (type: string) => {
  let known = listenersByType.get(type);
  if (!known) {
    const written = registry.filter((p) => p.handles[type]).flatMap((p) => p.tables);
    known = tableListeners.filter((l) => written.some((t) => l.tables.has(t))).map((l) => l.on);
    listenersByType.set(type, known);
  }
  return known;
};

/** Declares an area's projection; `areas/manifests.ts` registers the areas' projections, in manifest order. */
export const defineProjection = (projection: Projection): Projection => projection;

/** Registers a projection once (the manifests do this for every area's, and tests for their own). */
export const registerProjection = (projection: Projection): Projection => {
  if (registry.some((p) => p.name === projection.name)) return projection;
  registry.push(projection);
  for (const [type, handler] of Object.entries(projection.handles)) {
    const list = byType.get(type) ?? [];
    list.push(handler);
    byType.set(type, list);
  }
  listenersByType.clear();
  return projection;
};

export const projections = (): readonly Projection[] => registry;

/** Applies every projection that handles this event. */
export const project = async (tx: Sql, event: StoredEvent) => {
  for (const handler of byType.get(event.type) ?? []) await handler(tx, event);
  for (const on of listenersOf(event.type)) on(tx, event);
};

/** Applies the projections of many events in order; runs of one type go to a projection's batch handler if it has one. */
export const projectMany = async (tx: Sql, events: readonly StoredEvent[]) => {
  for (let i = 0; i < events.length; ) {
    let j = i;
    while (j < events.length && events[j].type === events[i].type) j++;
    const run = events.slice(i, j);
    for (const p of registry) {
      const one = p.handles[run[0].type];
      if (!one) continue;
      const many = p.batch?.[run[0].type];
      if (many) await many(tx, run);
      else for (const e of run) await one(tx, e);
    }
    for (const on of listenersOf(run[0].type)) for (const e of run) on(tx, e);
    i = j;
  }
};
