import { onCacheNote, onCacheReset, tellOtherProcesses } from "../../db/cacheNotes.js";
import type { Sql } from "../../db/types.js";
import { onTablesChanged } from "../../events/projections.js";
import { OPTION_TABLES } from "./engine.js";

/** Routes × languages × field sets of one client: a handful in practice. */
const MAX_PER_CLIENT = 200;

/**
 * The filter fields a list's first page sends (names and every option), as JSON text, per route, client, language
 * and field set; one per database. Building them read the options tables and serialised a few hundred options on
 * every first page: 0.6 ms of the server's CPU and 0.3 ms of the database's for the users list (bench).
 *
 * The options come from catalogue items, custom roles and groups, so any event projected into those tables
 * forgets its client's entries, once in its transaction and once after the commit. A read that began before that
 * second forget may hold the rows as they were, so what it read is kept only if the client's version has not moved
 * since it began. The other server processes on the database forget the client's entries when the transaction
 * commits (db/cacheNotes.ts), with the same version check.
 */
export class FilterCache {
  /** Per client, its entries by key (route, language, fields). */
  private readonly clients = new Map<number, Map<string, string>>();
  /** Per client, the last value of `changes` at which it was forgotten; `floor` when everything was. */
  private readonly versions = new Map<number, number>();
  private changes = 0;
  private floor = 0;

  /** Call before reading what `remember` will be given: the version the read must still match. */
  version(clientId: number) {
    return Math.max(this.versions.get(clientId) ?? 0, this.floor);
  }

  get(clientId: number, key: string) {
    return this.clients.get(clientId)?.get(key);
  }

  remember(clientId: number, key: string, json: string, readAtVersion: number) {
    if (this.version(clientId) !== readAtVersion) return;
    const entries = this.clients.get(clientId) ?? new Map<string, string>();
    this.clients.set(clientId, entries);
    if (entries.size >= MAX_PER_CLIENT) entries.clear();
    entries.set(key, json);
  }

  /** A client's options changed. */
  forget(clientId: number) {
    this.versions.set(clientId, ++this.changes);
    this.clients.delete(clientId);
  }

  /** Every client's options may have changed (notes from other processes may have been missed). */
  forgetAll() {
    this.floor = ++this.changes;
    this.versions.clear();
    this.clients.clear();
  }
}

const byDatabase = new WeakMap<object, FilterCache>();

/** The filter cache of the database `sql` belongs to. */
export const filterCache = (sql: Sql): FilterCache => {
  const cache = byDatabase.get(sql.scope) ?? new FilterCache();
  byDatabase.set(sql.scope, cache);
  return cache;
};

/** A client's options change in `tx`: forgotten now, again after the commit, and by the other processes then. */
export const forgetFilterOptions = (tx: Sql, clientId: number) => {
  const cache = filterCache(tx);
  cache.forget(clientId);
  tx.afterCommit(() => cache.forget(clientId));
  tellOtherProcesses(tx, "filters", clientId);
};

onTablesChanged(OPTION_TABLES, (tx, event) => forgetFilterOptions(tx, event.clientId));

onCacheNote("filters", (scope, clientId) => {
  const cache = byDatabase.get(scope);
  if (cache) clientId === null ? cache.forgetAll() : cache.forget(clientId);
});
onCacheReset((scope) => byDatabase.get(scope)?.forgetAll());
