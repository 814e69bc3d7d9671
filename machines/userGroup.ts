import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * A user group (spec 000 §3): static (members picked) or dynamic (members by conditions, all or
 * any); status active 1 or inactive 2 (the numbers of the spec's active/inactive reference).
 *
 * `draft` (id 0, no spec number: never stored) is the create form before the first save: only
 * there may the type change. After the save the group is active; admins deactivate and
 * reactivate it. Only an active group auto-assigns tracks: `tracks.autoAssign` (sent by the job)
 * exists in `active` alone, so `snapshot.can({ type: 'tracks.autoAssign', ... })` is the check.
 * Conditions may be edited at any time, but only on a dynamic group.
 */
export type GroupType = "static" | "dynamic";
export interface GroupCondition {
  field: string;
  operator: string;
  values: string[];
}

export type UserGroupEvent =
  | ({ type: "group.setType"; groupType: GroupType } & ActorEvent)
  | ({ type: "group.setConditions"; match: "all" | "any"; conditions: GroupCondition[] } & ActorEvent)
  | ({ type: "group.save" } & ActorEvent)
  | ({ type: "group.deactivate" } & ActorEvent)
  | ({ type: "group.activate" } & ActorEvent)
  | ({ type: "tracks.autoAssign"; at: string } & ActorEvent);

export interface UserGroupContext {
  type: GroupType;
  match: "all" | "any";
  conditions: GroupCondition[];
  lastAutoAssignAt: string | null;
}

export const userGroupMachine = setup({
  types: {
    context: {} as UserGroupContext,
    events: {} as UserGroupEvent,
    input: {} as { type?: GroupType } | undefined,
  },
  guards: {
    byAdmin: actorIs("admin"),
    byJob: actorIs("system"),
    dynamicByAdmin: ({ context, event }) => context.type === "dynamic" && event.actor.relation === "admin",
  },
}).createMachine({
  id: "userGroup",
  initial: "draft",
  context: ({ input }) => ({ type: input?.type ?? "static", match: "all", conditions: [], lastAutoAssignAt: null }),
  on: {
    "group.setConditions": {
      guard: "dynamicByAdmin",
      actions: assign(({ event }) => ({ match: event.match, conditions: event.conditions })),
    },
  },
  states: {
    draft: {
      meta: { id: 0 },
      on: {
        "group.setType": {
          guard: "byAdmin",
          actions: assign({ type: ({ event }) => event.groupType, conditions: [] }),
        },
        "group.save": { guard: "byAdmin", target: "active" },
      },
    },
    active: {
      meta: { id: 1 },
      on: {
        "group.deactivate": { guard: "byAdmin", target: "inactive" },
        "tracks.autoAssign": { guard: "byJob", actions: assign({ lastAutoAssignAt: ({ event }) => event.at }) },
      },
    },
    inactive: {
      meta: { id: 2 },
      on: { "group.activate": { guard: "byAdmin", target: "active" } },
    },
  },
});

export const userGroupModel = defineModel(userGroupMachine, {
  events: [
    ...byEach(["group.setType"], ["admin"], { groupType: "dynamic" }),
    ...byEach(["group.setType"], ["admin"], { groupType: "static" }),
    ...byEach(["group.setConditions"], ["admin"], {
      match: "any",
      conditions: [{ field: "department", operator: "eq", values: ["Sales"] }],
    }),
    ...byEach(["group.save", "group.deactivate", "group.activate"], ["admin", "other"]),
    ...byEach(["tracks.autoAssign"], ["system"], { at: "2025-03-01T03:00:00.000Z" }),
  ],
  serialize: (s) => [s.value, s.context.type, s.context.conditions.length, s.context.lastAutoAssignAt !== null],
});
