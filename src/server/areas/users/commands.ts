import { initialTransition, transition } from "xstate";
import type { Actor } from "../../../../machines/actor.js";
import { userStatusMachine } from "../../../../machines/userStatus.js";
import { Conflict, Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { UserCreate, UserUpdate } from "../../../../services/contract/users.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { factOf } from "../../events/lifecycle.js";
import { sealPersonal } from "../../events/personalData.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import { userStatusLifecycle } from "./facts.js";
import { PERSONAL_COLUMNS } from "./personal.js";
import { PROFILE_COLUMNS } from "./projection.js";
import { badReferences, loadUserRow } from "./queries.js";
import { activeCount } from "./status.js";

export const EMAIL_TAKEN = "users.email.taken";
/** A command on a user whose personal data was erased: their profile is closed for good. */
export const ERASED = "users.erased";
export const adminActor = (user: SessionUser): Actor => ({ id: user.userId, relation: "admin" });

const invalid = (fields: { path: string; message: string }[]) => new Invalid({ message: Messages.invalid, fields });
const emailTaken = () => new Conflict({ message: EMAIL_TAKEN, detail: "e-mail already used" });

/** The profile fields of an input, trimmed, in the projection's whitelist. */
export const profileOf = (input: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const c of PROFILE_COLUMNS) {
    const v = input[c];
    if (v !== undefined) out[c] = typeof v === "string" && c !== "birth_date" && c !== "hire_date" ? v.trim() : v;
  }
  if (typeof out.email === "string") out.email = out.email.toLowerCase();
  return out;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const badDates = (p: Record<string, unknown>) =>
  (["birth_date", "hire_date"] as const)
    .filter((k) => typeof p[k] === "string" && (!DAY.test(p[k] as string) || Number.isNaN(Date.parse(p[k] as string)) || new Date(p[k] as string).toISOString().slice(0, 10) !== p[k]))
    .map((k) => ({ path: `payload.${k}`, message: "forms.date.invalid" }));

export const emailInUse = async (sql: Sql, email: string, exceptId: number | null) =>
  (await sql.query("select 1 from users where lower(email) = lower($1) and id is distinct from $2", [email, exceptId])).length > 0;

/** The client's active users and limit, kept by a caller that creates many users in one transaction. */
export interface ActiveCounter {
  activeCount: number;
  limit: number | null;
}

/**
 * Creates a user: `user.created` (pending, no password) on the user's stream, then the `userStatus` stream with
 * the machine's input and, for an active user, the activation the machine decides (refused over the limit). The
 * decision comes first: a refusal writes nothing. An import passes its `counter` and checks references itself.
 */
export const createUserIn = async (
  tx: Sql, actor: SessionUser | "system", clientId: number, input: UserCreate, at: string,
  opts: { counter?: ActiveCounter; checked?: boolean } = {},
) => {
  const profile = profileOf(input as Record<string, unknown>);
  if (!opts.checked) {
    const bad = [...badDates(profile), ...(await badReferences(tx, clientId, profile, null))];
    if (bad.length) return invalid(bad);
    if (await emailInUse(tx, profile.email as string, null)) return emailTaken();
  }
  const who: Actor = actor === "system" ? { id: "system", relation: "system" } : adminActor(actor);
  const metaActor = actor === "system" ? ("system" as const) : actor.userId;
  const [snap] = initialTransition(userStatusMachine, { registered: false });
  const events: { type: string; data: Record<string, unknown>; meta?: Record<string, unknown> }[] = [
    { type: "userStatus.created", data: { input: { registered: false }, at } },
  ];
  const active = (input.status ?? "active") === "active";
  if (active) {
    const count = opts.counter ?? (await activeCount(tx, clientId, 0));
    const event = { type: "user.activate" as const, actor: who, activeCount: count.activeCount, limit: count.limit };
    if (!snap.can(event)) return new Conflict({ message: Messages.activeUserLimit, detail: `limit ${event.limit}` });
    const [next] = transition(userStatusMachine, snap, event);
    const { type, ...fields } = event;
    events.push({ type: factOf(userStatusLifecycle, type, snap.value), data: { ...fields, status_id: 1, at }, meta: { from: snap.value, to: next.value } });
    if (opts.counter) opts.counter.activeCount++;
  }
  const id = await nextId(tx, "user_ids");
  // The personal fields travel sealed under the new person's key (events/personalData.ts).
  const data = await sealPersonal(tx, clientId, id,
    { id, client_id: clientId, ...profile, role_id: profile.role_id ?? 9, status_id: 4, registered: false, at }, PERSONAL_COLUMNS);
  await appendIn(tx, clientId, { type: "user", id }, 0, [{ type: "user.created", data }], { actor: metaActor });
  await appendIn(tx, clientId, { type: "userStatus", id }, 0, events, { actor: metaActor, machine: "userStatus" });
  return id;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const stored = (row: any, c: string) => row[c];

/** Changes a user's profile: only the fields that differ travel in `user.updated`. */
export const updateUserIn = async (tx: Sql, actor: SessionUser, clientId: number, id: number, input: UserUpdate, at: string) => {
  const row = await loadUserRow(tx, clientId, id);
  if (!row) return new NotFound({ message: Messages.notFound });
  if (row.erased_at) return new Conflict({ message: ERASED, detail: "the user's personal data was erased" });
  // the form's version first: an edit from a stale form would silently undo a colleague's change
  if (input.expectedVersion !== undefined) await requireSeen(tx, clientId, { type: "user", id }, input.expectedVersion, await streamVersion(tx, { type: "user", id }));
  const profile = profileOf(input as Record<string, unknown>);
  const bad = [...badDates(profile), ...(await badReferences(tx, clientId, profile, id))];
  if (bad.length) return invalid(bad);
  const changes = Object.fromEntries(Object.entries(profile).filter(([c, v]) => !same(stored(row, c), v)));
  if (typeof changes.email === "string" && (await emailInUse(tx, changes.email, id))) return emailTaken();
  // A null clears a field: the projection writes null for it.
  if (Object.keys(changes).length === 0) return id;
  // Personal changes are sealed beside the others: `{ changes, sealed }` (users/personal.ts opens them).
  const { sealed, ...clear } = await sealPersonal(tx, clientId, id, nullsKept(changes), PERSONAL_COLUMNS);
  const data = sealed ? { changes: clear, sealed, at } : { changes: clear, at };
  await appendNext(tx, clientId, { type: "user", id }, [{ type: "user.updated", data }], { actor: actor.userId });
  return id;
};

const nullsKept = (changes: Record<string, unknown>) => Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === undefined ? null : v]));
