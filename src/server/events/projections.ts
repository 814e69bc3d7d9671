import type { Sql } from "../db/types.js";
import type { StoredEvent } from "./types.js";

/** A projection updates read tables for the event types it handles, inside the append's transaction. */
export interface Projection {
  readonly name: string;
  /** Read tables this projection owns: rebuild truncates them before replaying the log. */
  readonly tables: readonly string[];
  readonly handles: Record<string, (tx: Sql, event: StoredEvent) => Promise<void>>;
}

const registry: Projection[] = [];
const byType = new Map<string, Array<Projection["handles"][string]>>();

/** Registers an area's projection once, at module load. */
export const registerProjection = (projection: Projection): Projection => {
  if (registry.some((p) => p.name === projection.name)) return projection;
  registry.push(projection);
  for (const [type, handler] of Object.entries(projection.handles)) {
    const list = byType.get(type) ?? [];
    list.push(handler);
    byType.set(type, list);
  }
  return projection;
};

export const projections = (): readonly Projection[] => registry;

/** Applies every projection that handles this event. */
export const project = async (tx: Sql, event: StoredEvent) => {
  for (const handler of byType.get(event.type) ?? []) await handler(tx, event);
};
