import { initialTransition, transition } from "xstate";
import type { Actor } from "../../../../machines/actor.js";
import { availableCommands, unavailableCommands } from "../../../../machines/commands.js";
import { STATUS_NOT_NOW, type UserStatusEvent, userStatusMachine } from "../../../../machines/userStatus.js";
import type { Sql } from "../../db/types.js";
import { DomainError } from "../../events/errors.js";
import { factOf } from "../../events/lifecycle.js";
import { requireSeen, runCommand } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import { userStatusLifecycle } from "./facts.js";

/** Status ids by machine state and back (spec 000 §3). */
const STATE_ID: Record<string, number> = { active: 1, blocked: 2, archived: 3, pending: 4 };
const STATE_OF: Record<number, string> = { 1: "active", 2: "blocked", 3: "archived", 4: "pending" };

export interface StatusRow {
  readonly id: number;
  readonly client_id: number;
  readonly status_id: number;
  readonly registered: boolean;
  readonly invited_at: string | Date | null;
}

/** The machine snapshot a user's row stands for. */
export const snapshotOf = (row: StatusRow) =>
  userStatusMachine.resolveState({
    value: STATE_OF[row.status_id] ?? "pending",
    context: { registered: row.registered, invitedAt: row.invited_at ? new Date(row.invited_at).toISOString() : null, userId: row.id },
  });

const STREAM = (id: number) => ({ type: "userStatus", id });
const BOOTSTRAP_ACTOR: Actor = { id: "system", relation: "admin" };

/**
 * Starts a user's `userStatus` stream if it has none (users seeded or imported before it existed): the created
 * event with the machine input, then the one event that leads from `pending` to the state the user is in, so that
 * a replay of the stream reaches the state the read table shows.
 */
export const ensureStatusStream = async (tx: Sql, row: StatusRow, at: string) => {
  if ((await streamVersion(tx, STREAM(row.id))) > 0) return;
  const meta = { actor: "system" as const, machine: "userStatus", bootstrap: true };
  const [snap] = initialTransition(userStatusMachine, { registered: row.registered });
  const events: { type: string; data: Record<string, unknown>; meta?: Record<string, unknown> }[] = [
    { type: "userStatus.created", data: { input: { registered: row.registered }, at } },
  ];
  const lead: Record<number, UserStatusEvent | undefined> = {
    1: { type: "user.activate", activeCount: 0, limit: null, actor: BOOTSTRAP_ACTOR },
    2: { type: "user.block", actor: BOOTSTRAP_ACTOR },
    3: { type: "user.archive", actor: BOOTSTRAP_ACTOR },
  };
  const e = lead[row.status_id];
  if (e) {
    const [next] = transition(userStatusMachine, snap, e);
    const { type, ...fields } = e;
    events.push({ type: factOf(userStatusLifecycle, type, snap.value), data: { ...fields, status_id: row.status_id, at }, meta: { from: snap.value, to: next.value } });
  }
  await appendIn(tx, row.client_id, STREAM(row.id), 0, events, meta);
};

/** Active users of the client other than this one, and its limit; locks the client row so activations serialise. */
export const activeCount = async (tx: Sql, clientId: number, exceptUserId: number) => {
  const [c] = await tx.query<{ active_user_limit: number | null }>("select active_user_limit from clients where id = $1 for update", [clientId]);
  const [n] = await tx.query<{ n: number }>("select count(*)::int as n from users where client_id = $1 and status_id = 1 and id <> $2",
    [clientId, exceptUserId]);
  return { activeCount: n.n, limit: c?.active_user_limit ?? null };
};

export type StatusOp = "activate" | "block" | "archive" | "unarchive";

/** The pipeline for a user's status: the machine decides, the fact goes to the `userStatus` stream. */
const decideStatus = (tx: Sql, row: StatusRow, actor: Actor, command: UserStatusEvent & Record<string, unknown>) =>
  runCommand(tx, {
    clientId: row.client_id,
    stream: STREAM(row.id),
    lifecycle: "userStatus",
    load: async (t) => ({ snapshot: snapshotOf(row), version: await streamVersion(t, STREAM(row.id)) }),
    commands: [command],
    meta: { actor: typeof actor.id === "number" ? actor.id : "system" },
    notNow: STATUS_NOT_NOW,
  });

/**
 * Decides a status operation with the machine and stores it with its from and to states; a refusal (nothing
 * written but the stream's start) is the machine's reason, a message id: batches report it per user.
 */
export const applyStatus = async (
  tx: Sql, row: StatusRow, op: StatusOp, actor: Actor, at: string, seen?: number,
): Promise<{ status_id: number } | { refused: string }> => {
  // `seen`: the status_version the page showed; checked before the stream's lazy start, which writes its first events
  if (seen !== undefined) await requireSeen(tx, row.client_id, STREAM(row.id), seen, await streamVersion(tx, STREAM(row.id)));
  await ensureStatusStream(tx, row, at);
  const to = STATE_ID[{ activate: "active", block: "blocked", archive: "archived", unarchive: "blocked" }[op]];
  const event = op === "activate"
    ? { type: "user.activate" as const, actor, ...(await activeCount(tx, row.client_id, row.id)) }
    : ({ type: `user.${op}`, actor } as UserStatusEvent);
  try {
    await decideStatus(tx, row, actor, { ...event, status_id: to, at } as never);
  } catch (e) {
    if (e instanceof DomainError) return { refused: e.messageId };
    throw e;
  }
  return { status_id: to };
};

/** An invitation (active, unregistered users only), decided by the machine. */
export const applyInvite = async (tx: Sql, row: StatusRow, actor: Actor, at: string) => {
  await ensureStatusStream(tx, row, at);
  try {
    await decideStatus(tx, row, actor, { type: "user.invite", at, actor });
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
};

/**
 * The person set their first password through a link (their own act: `user.register`, fact `user.registered`), so
 * they are no longer offered an invitation. False when the machine refuses it (already registered, not active).
 */
export const applyRegister = async (tx: Sql, row: StatusRow, at: string) => {
  await ensureStatusStream(tx, row, at);
  try {
    await decideStatus(tx, row, { id: row.id, relation: "self" }, { type: "user.register", at, actor: { id: row.id, relation: "self" } });
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
};

/** The status buttons of this state the machine refuses the actor now, with the refusing rule's catalogue id. */
export const refusedOps = (row: StatusRow, actor: Actor) =>
  unavailableCommands(userStatusMachine, snapshotOf(row), actor, STATUS_NOT_NOW)
    .filter((u) => u.type !== "user.invite")
    .map((u) => ({ operation: u.type.slice("user.".length) as StatusOp, reason: u.reason }));

/** The status operations the machine allows on this row now (its declared buttons, for the browser). */
export const allowedOps = (row: StatusRow, actor: Actor) => {
  const on = new Set(availableCommands(userStatusMachine, snapshotOf(row), actor));
  return {
    activate: on.has("user.activate"),
    block: on.has("user.block"),
    archive: on.has("user.archive"),
    unarchive: on.has("user.unarchive"),
    invite: on.has("user.invite"),
  };
};
