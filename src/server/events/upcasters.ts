import { projections } from "./projections.js";
import type { StoredEvent } from "./types.js";

/**
 * The one place where stored events are brought up to date. Events are immutable: a renamed type or a changed
 * shape stays in the log as it was written, and every reader (readStream, readFrom, so rebuild, replay and the
 * support page) sees it through the upcasters registered here, as the current type at its current schema version.
 *
 * An event type is current when a projection handles it or it is declared here (`declareEvents`, for types no
 * read table needs). Its current schema version is 1 unless declared otherwise. An upcaster is keyed by the old
 * type and version and returns the event one step newer (a new name, a new version, a new shape); `upcast`
 * applies them until the event is current.
 */
export type Upcast = (event: StoredEvent) => StoredEvent;

const upcasters = new Map<string, Upcast>();
const declared = new Map<string, number>();
const key = (type: string, version: number) => `${type}@${version}`;

/** Registers how an event of `type` at schema `version` becomes a newer one (a rename or a shape change). */
export const registerUpcaster = (type: string, version: number, up: Upcast) => {
  upcasters.set(key(type, version), up);
};

/** Renames an old type (at schema 1) to the type `to` returns for the event (a name may depend on meta.from/to). */
export const registerRename = (oldType: string, to: (event: StoredEvent) => string) =>
  registerUpcaster(oldType, 1, (e) => ({ ...e, type: to(e) }));

/** Declares current event types that no projection handles (log-only streams), with their schema version. */
export const declareEvents = (types: readonly string[], version = 1) => {
  for (const t of types) declared.set(t, version);
};

/** Declares a type's current schema version when it is not 1 (its older versions need upcasters). */
export const schemaVersionOf = (type: string): number => declared.get(type) ?? 1;

let handledCache: { count: number; types: ReadonlySet<string> } = { count: -1, types: new Set() };
/** The types some projection handles (projections register at module load; recounted when one is added). */
const handled = () => {
  const all = projections();
  if (handledCache.count !== all.length) handledCache = { count: all.length, types: new Set(all.flatMap((p) => Object.keys(p.handles))) };
  return handledCache.types;
};

/** The stored event cannot be brought to a type and version this code knows: rebuild and replay stop on it. */
export class UnreadableEvent extends Error {
  readonly _tag = "UnreadableEvent";
  constructor(readonly event: StoredEvent, why: string) {
    super(
      `event #${event.position} of stream ${event.streamType}/${event.streamId} (version ${event.version}): ` +
        `type '${event.type}' at schema ${event.schemaVersion} ${why}`,
    );
  }
}

/** The event as the current code reads it. Throws UnreadableEvent for a known type at a version with no upcaster. */
export const upcast = (event: StoredEvent): StoredEvent => {
  let e = event;
  for (let step = 0; step < 32; step++) {
    const up = upcasters.get(key(e.type, e.schemaVersion));
    if (!up) {
      const known = declared.has(e.type) || handled().has(e.type);
      if (known && e.schemaVersion !== schemaVersionOf(e.type)) {
        throw new UnreadableEvent(event, `has no upcaster to schema ${schemaVersionOf(e.type)}`);
      }
      return e;
    }
    e = up(e);
  }
  throw new UnreadableEvent(event, "loops through its upcasters");
};

/** The event upcast and checked to be a current type: what rebuild applies. Throws UnreadableEvent otherwise. */
export const readable = (event: StoredEvent): StoredEvent => {
  const e = upcast(event);
  if (!declared.has(e.type) && !handled().has(e.type)) throw new UnreadableEvent(event, "is unknown (no projection, declaration or upcaster)");
  return e;
};

/** The stored types some upcaster starts from: a reader filtering by current types in SQL must read these too. */
export const upcastSources = (): string[] => [...new Set([...upcasters.keys()].map((k) => k.slice(0, k.lastIndexOf("@"))))];
