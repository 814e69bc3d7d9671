/** A stream is one entity's history: its type ('user', 'client', 'devPlanTask'...) and id. */
export interface StreamRef {
  readonly type: string;
  readonly id: string | number;
}

/** Who did it and why: travels with every event so replay and audit can tell. */
export interface EventMeta {
  readonly actor: number | "system";
  readonly roleId?: number;
  readonly requestId?: string;
  readonly machine?: string;
  readonly from?: unknown;
  readonly to?: unknown;
  readonly [key: string]: unknown;
}

export interface NewEvent {
  readonly type: string;
  /** The version of the type's schema; the type's current one (upcasters.ts) when absent. */
  readonly schemaVersion?: number;
  readonly data: Record<string, unknown>;
  readonly meta?: Partial<EventMeta>;
}

export interface StoredEvent {
  readonly position: number;
  readonly clientId: number;
  readonly streamType: string;
  readonly streamId: string;
  readonly version: number;
  readonly type: string;
  /** The version of the type's schema this event was written with (after upcasting: the current one). */
  readonly schemaVersion: number;
  readonly data: Record<string, any>;
  readonly meta: EventMeta;
  readonly recordedAt: Date;
}
