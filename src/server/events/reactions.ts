import type { Sql } from "../db/types.js";
import type { StoredEvent } from "./types.js";

/**
 * A reaction appends new facts because of a fact, in the same transaction (a task sent for approval becomes a
 * notification to its approvers). Unlike a projection it writes events, so it runs only when a fact is appended
 * (`appendIn`), never when the log is rebuilt or replayed: the facts it wrote are in the log already. It runs after
 * every projection of the fact, so it reads the read tables as they are after it.
 */
export interface Reaction {
  readonly name: string;
  readonly handles: Record<string, (tx: Sql, event: StoredEvent) => Promise<void>>;
}

const byType = new Map<string, Array<Reaction["handles"][string]>>();
const names = new Set<string>();

/** Declares an area's reaction; `areas/manifests.ts` registers the areas' reactions. */
export const defineReaction = (reaction: Reaction): Reaction => reaction;

/** Registers a reaction once. */
export const registerReaction = (reaction: Reaction) => {
  if (names.has(reaction.name)) return;
  names.add(reaction.name);
  for (const [type, handler] of Object.entries(reaction.handles)) byType.set(type, [...(byType.get(type) ?? []), handler]);
};

/** Runs the reactions to one appended fact. */
export const react = async (tx: Sql, event: StoredEvent) => {
  for (const handler of byType.get(event.type) ?? []) await handler(tx, event);
};
