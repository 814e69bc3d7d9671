import { initialTransition, transition } from "xstate";
import type { Actor } from "../../../../../machines/actor.js";
import { userStatusMachine } from "../../../../../machines/userStatus.js";
import type { Sql } from "../../../db/types.js";
import { makePersonKeys, sealWith } from "../../../events/personalData.js";
import { projectMany } from "../../../events/projections.js";
import type { StoredEvent } from "../../../events/types.js";
import type { ActiveCounter } from "../commands.js";
import { profileOf } from "../commands.js";
import { PERSONAL_COLUMNS } from "../personal.js";

interface Pending {
  readonly stream: { type: string; id: number };
  readonly version: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly meta: Record<string, unknown>;
}

const CHUNK = 1000;

/** Appends events of new streams with multi-row inserts, then runs their projections in position order. */
const appendNew = async (tx: Sql, clientId: number, events: readonly Pending[]) => {
  const stored: StoredEvent[] = [];
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK);
    const params: unknown[] = [clientId];
    const values = chunk.map((e) => {
      params.push(e.stream.type, String(e.stream.id), e.version, e.type, JSON.stringify(e.data), JSON.stringify(e.meta));
      const n = params.length;
      return `($1, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    // Only the positions come back: the rest of each stored event is what was sent (JSON round-tripped).
    const rows = await tx.query<{ position: number; recorded_at: string }>(
      `insert into events (client_id, stream_type, stream_id, version, type, data, meta) values ${values.join(", ")} returning position, recorded_at`, params);
    rows.forEach((r, k) => {
      const e = chunk[k];
      stored.push({
        position: Number(r.position), clientId, streamType: e.stream.type, streamId: String(e.stream.id), version: e.version, type: e.type,
        data: JSON.parse(JSON.stringify(e.data)), meta: JSON.parse(JSON.stringify(e.meta)), recordedAt: new Date(r.recorded_at),
      });
    });
  }
  stored.sort((a, b) => a.position - b.position);
  await projectMany(tx, stored);
};

export interface NewUser {
  readonly email: string;
  readonly input: Record<string, unknown>;
  readonly active: boolean;
  /** The manager's e-mail: an existing user's (in `managers`) or another new user's of the same run. */
  readonly manager: string | null;
}

/**
 * Creates many users in the caller's transaction with the same events as one-by-one creation (`user.created`,
 * `userStatus.created`, `user.activate` decided by the machine against the running active count), appended by type
 * so that each projection runs once per type. Managers may be users of the same run. Returns each user's id, or
 * "limit" when the machine refused the activation (nothing is written for that user).
 */
export const createUsersBulk = async (
  tx: Sql, actor: { userId: number }, clientId: number, users: readonly NewUser[], managers: ReadonlyMap<string, number>,
  counter: ActiveCounter, at: string,
) => {
  const who: Actor = { id: actor.userId, relation: "admin" };
  const [pending] = initialTransition(userStatusMachine, { registered: false });
  const decisions = users.map((u) => {
    if (!u.active) return { ok: true as const, activate: null };
    const event = { type: "user.activate" as const, actor: who, activeCount: counter.activeCount, limit: counter.limit };
    if (!pending.can(event)) return { ok: false as const, activate: null };
    counter.activeCount++;
    const [next] = transition(userStatusMachine, pending, event);
    return { ok: true as const, activate: { event, to: next.value } };
  });
  const accepted = users.filter((_, k) => decisions[k].ok);
  const ids = (await tx.query<{ id: number }>("select nextval('user_ids')::int as id from generate_series(1, $1)", [accepted.length])).map((r) => r.id);
  const newIds = new Map(accepted.map((u, k) => [u.email, ids[k]]));
  const keys = await makePersonKeys(tx, clientId, ids);
  const created: Pending[] = [];
  const started: Pending[] = [];
  const activated: Pending[] = [];
  const results: ({ id: number; managerMissing: boolean } | "limit")[] = [];
  users.forEach((u, k) => {
    const d = decisions[k];
    if (!d.ok) {
      results.push("limit");
      return;
    }
    const id = newIds.get(u.email)!;
    const managerId = u.manager ? (managers.get(u.manager) ?? newIds.get(u.manager) ?? null) : null;
    const profile = profileOf({ ...u.input, ...(managerId !== null ? { manager_id: managerId } : {}) });
    created.push({ stream: { type: "user", id }, version: 1, type: "user.created",
      data: sealWith(keys.get(id)!, id, { id, client_id: clientId, ...profile, role_id: profile.role_id ?? 9, status_id: 4, registered: false, at },
        PERSONAL_COLUMNS),
      meta: { actor: actor.userId } });
    started.push({ stream: { type: "userStatus", id }, version: 1, type: "userStatus.created", data: { input: { registered: false }, at },
      meta: { actor: actor.userId, machine: "userStatus" } });
    if (d.activate) {
      const { type, ...fields } = d.activate.event;
      activated.push({ stream: { type: "userStatus", id }, version: 2, type, data: { ...fields, status_id: 1, at },
        meta: { actor: actor.userId, machine: "userStatus", from: pending.value, to: d.activate.to } });
    }
    results.push({ id, managerMissing: u.manager !== null && managerId === null });
  });
  await appendNew(tx, clientId, [...created, ...started, ...activated]);
  return results;
};
