import { initialTransition, transition } from "xstate";
import type { Actor } from "../../../../../machines/actor.js";
import { userStatusMachine } from "../../../../../machines/userStatus.js";
import type { Sql } from "../../../db/types.js";
import { makePersonKeys, sealWith } from "../../../events/personalData.js";
import { factOf } from "../../../events/lifecycle.js";
import { appendBatch, type BatchEvent } from "../../../events/store.js";
import { userStatusLifecycle } from "../facts.js";
import type { ActiveCounter } from "../commands.js";
import { profileOf } from "../commands.js";
import { PERSONAL_COLUMNS } from "../personal.js";

export interface NewUser {
  readonly email: string;
  readonly input: Record<string, unknown>;
  readonly active: boolean;
  /** The manager's e-mail: an existing user's (in `managers`) or another new user's of the same run. */
  readonly manager: string | null;
}

/**
 * Creates many users in the caller's transaction with the same events as one-by-one creation (`user.created`,
 * `userStatus.created`, `user.activated` decided by the machine against the running active count), appended by type
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
  const created: BatchEvent[] = [];
  const started: BatchEvent[] = [];
  const activated: BatchEvent[] = [];
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
      activated.push({ stream: { type: "userStatus", id }, version: 2, type: factOf(userStatusLifecycle, type, pending.value), data: { ...fields, status_id: 1, at },
        meta: { actor: actor.userId, machine: "userStatus", from: pending.value, to: d.activate.to } });
    }
    results.push({ id, managerMissing: u.manager !== null && managerId === null });
  });
  await appendBatch(tx, clientId, [...created, ...started, ...activated], { actor: actor.userId });
  return results;
};
