import { assign, emit, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * A delegation task (spec 000 §3-4): the users of an old manager move to a new one, internal
 * (user id) or external (name and e-mail). States create 1, inProgress 2, completed 3, error 4.
 *
 * Transitions are ours: an admin edits a created task and runs it now, or the job runs it at its
 * scheduled date (`system`); the job completes it or reports an error, and an admin runs a failed
 * one again. A completed task can no longer be selected or run: `delegation.select` exists only in
 * the other states, so `snapshot.can({ type: 'delegation.select', actor })` is the list's
 * checkbox rule. Selecting changes nothing stored; it emits `delegation.selected` for the list.
 */
export type DelegationManager = { userId: number } | { externalName: string; externalEmail: string };

export type DelegationEvent =
  | ({ type: "delegation.edit"; userIds: number[]; newManager: DelegationManager } & ActorEvent)
  | ({ type: "delegation.run" } & ActorEvent)
  | ({ type: "delegation.complete"; at: string } & ActorEvent)
  | ({ type: "delegation.fail"; message: string } & ActorEvent)
  | ({ type: "delegation.select" } & ActorEvent);

export interface DelegationContext {
  userIds: number[];
  newManager: DelegationManager | null;
  completionDate: string | null;
  error: string | null;
}

export const delegationMachine = setup({
  types: {
    context: {} as DelegationContext,
    events: {} as DelegationEvent,
    input: {} as Partial<Pick<DelegationContext, "userIds" | "newManager">> | undefined,
    emitted: {} as { type: "delegation.selected" },
  },
  guards: {
    byAdmin: actorIs("admin"),
    byJob: actorIs("system"),
    byAdminOrJob: actorIs("admin", "system"),
  },
  actions: {
    selected: emit({ type: "delegation.selected" as const }),
  },
}).createMachine({
  id: "delegation",
  initial: "create",
  context: ({ input }) => ({
    userIds: input?.userIds ?? [],
    newManager: input?.newManager ?? null,
    completionDate: null,
    error: null,
  }),
  states: {
    create: {
      meta: { id: 1 },
      on: {
        "delegation.edit": {
          guard: "byAdmin",
          actions: assign(({ event }) => ({ userIds: event.userIds, newManager: event.newManager })),
        },
        "delegation.run": { guard: "byAdminOrJob", target: "inProgress" },
        "delegation.select": { guard: "byAdmin", actions: "selected" },
      },
    },
    inProgress: {
      meta: { id: 2 },
      on: {
        "delegation.complete": {
          guard: "byJob",
          target: "completed",
          actions: assign({ completionDate: ({ event }) => event.at }),
        },
        "delegation.fail": {
          guard: "byJob",
          target: "error",
          actions: assign({ error: ({ event }) => event.message }),
        },
        "delegation.select": { guard: "byAdmin", actions: "selected" },
      },
    },
    completed: { meta: { id: 3 }, type: "final" },
    error: {
      meta: { id: 4 },
      on: {
        "delegation.run": { guard: "byAdmin", target: "inProgress", actions: assign({ error: null }) },
        "delegation.select": { guard: "byAdmin", actions: "selected" },
      },
    },
  },
});

export const delegationModel = defineModel(delegationMachine, {
  input: { userIds: [7, 8], newManager: { userId: 42 } },
  events: [
    ...byEach(["delegation.edit"], ["admin"], {
      userIds: [7],
      newManager: { externalName: "Ann Lee", externalEmail: "ann@example.com" },
    }),
    ...byEach(["delegation.run", "delegation.select"], ["admin", "system"]),
    ...byEach(["delegation.complete"], ["system"], { at: "2025-03-01T12:00:00.000Z" }),
    ...byEach(["delegation.fail"], ["system"], { message: "user does not exist" }),
  ],
  serialize: (s) => [s.value, s.context.userIds.length, s.context.error !== null],
});
