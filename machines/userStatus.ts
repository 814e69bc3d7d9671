import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { defineCommands } from "./commands";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/** A status change this state does not take (409). */
export const STATUS_NOT_NOW = "users.status.refused";
type Args = { context: UserStatusContext; event: UserStatusEvent };
const byAdmins = whoRule<Args>("users.refused.onlyAdmins", ({ event }) => event.actor.relation === "admin");
/** Nobody blocks or archives their own account (the server puts the account's user in the snapshot). */
const notOneself = whenRule<Args>("users.status.self", ({ context, event }) => context.userId === undefined || event.actor.id !== context.userId);
const byAdminsOrJobs = whoRule<Args>("users.refused.onlyAdmins", ({ event }) => ["admin", "system"].includes(event.actor.relation));
const underLimit = whenRule<Args>("users.activation.limitExceeded", ({ event }) =>
  event.type === "user.activate" && (event.limit === null || event.activeCount < event.limit));

/**
 * A user account's status (spec 000 §3-4): active 1, blocked 2 (can be activated),
 * archived 3, pending 4.
 *
 * Transitions (the spec gives the states and two rules): every account starts pending; creating
 * an active user is "create, then activate", so the client's active-user limit applies to new
 * users too. Activation (from pending or blocked) is refused when the limit is reached: the event
 * carries the client's `activeCount` (without this user) and `limit` (null: none). Admins and
 * jobs (integration: "block users not logging in") block; admins archive and unarchive. An
 * archived user comes back blocked and is then activated like any blocked one, so the limit is
 * checked in one place. Invitations go only to active users who have not registered yet;
 * registration (the user following the link) sets `registered`.
 */
export type UserStatusEvent =
  | ({ type: "user.activate"; activeCount: number; limit: number | null } & ActorEvent)
  | ({ type: "user.block" } & ActorEvent)
  | ({ type: "user.archive" } & ActorEvent)
  | ({ type: "user.unarchive" } & ActorEvent)
  | ({ type: "user.invite"; at: string } & ActorEvent)
  | ({ type: "user.register" } & ActorEvent);

export interface UserStatusContext {
  registered: boolean;
  invitedAt: string | null;
  /** the account's user, when the server restores the snapshot from its row (the self rule needs it) */
  userId?: number;
}

export const userStatusMachine = setup({
  types: {
    context: {} as UserStatusContext,
    events: {} as UserStatusEvent,
    input: {} as { registered?: boolean } | undefined,
  },
  guards: {
    byAdmin: actorIs("admin"),
    canBlock: guardOf(byAdminsOrJobs, notOneself),
    canArchive: guardOf(byAdmins, notOneself),
    canActivate: guardOf(byAdminsOrJobs, underLimit),
    canInvite: ({ context, event }) => !context.registered && event.actor.relation === "admin",
    byTheUser: ({ context, event }) => !context.registered && event.actor.relation === "self",
  },
}).createMachine({
  id: "userStatus",
  initial: "pending",
  context: ({ input }) => ({ registered: input?.registered ?? false, invitedAt: null }),
  states: {
    active: {
      meta: { id: 1 },
      on: {
        "user.block": { guard: "canBlock", target: "blocked" },
        "user.archive": { guard: "canArchive", target: "archived" },
        "user.invite": {
          guard: "canInvite",
          actions: assign({ invitedAt: ({ event }) => event.at }),
        },
        "user.register": { guard: "byTheUser", actions: assign({ registered: true }) },
      },
    },
    blocked: {
      meta: { id: 2 },
      on: {
        "user.activate": { guard: "canActivate", target: "active" },
        "user.archive": { guard: "canArchive", target: "archived" },
      },
    },
    archived: {
      meta: { id: 3 },
      on: { "user.unarchive": { guard: "byAdmin", target: "blocked" } },
    },
    pending: {
      meta: { id: 4 },
      on: {
        "user.activate": { guard: "canActivate", target: "active" },
        "user.block": { guard: "canBlock", target: "blocked" },
        "user.archive": { guard: "canArchive", target: "archived" },
      },
    },
  },
});

/** The status buttons (a user's page, the archive): the browser and the server list them from this machine. */
defineCommands(userStatusMachine, [
  { type: "user.activate", payload: () => ({ activeCount: 0, limit: null }) },
  { type: "user.block" },
  { type: "user.archive" },
  { type: "user.unarchive" },
  { type: "user.invite", payload: () => ({ at: "" }) },
]);

export const userStatusModel = defineModel(userStatusMachine, {
  events: [
    ...byEach(["user.activate"], ["admin"], { activeCount: 3, limit: 10 }),
    ...byEach(["user.activate"], ["admin"], { activeCount: 10, limit: 10 }),
    ...byEach(["user.block", "user.archive", "user.unarchive", "user.register"], ["admin", "self"]),
    ...byEach(["user.invite"], ["admin"], { at: "2025-03-01T09:00:00.000Z" }),
  ],
  serialize: (s) => [s.value, s.context.registered, s.context.invitedAt !== null],
});
