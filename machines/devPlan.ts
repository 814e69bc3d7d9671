import { assign, type SnapshotFrom, setup } from "xstate";
import { type Actor, defineCommands, isActor, sampleActors } from "./devPlanRoleModel";
import { defineModel } from "./graph/model";

/**
 * The administrator's development plan (a campaign; spec 000 §4): stage 1 preparation (the
 * settings wizard), 2 launched, 3 completed. Each member gets one employee plan, a devPlanTask
 * stream with its own state 1–9.
 *
 * Stage and status: the stage is this machine (`meta.id`). The status 1–7 (draft, onApproval,
 * onRevision, inProgress, onClosing, closed, canceled) is an employee plan's status, derived from
 * its task state (`meta.status` there: 1→1, 2→2, 3→3, 4→4, 5→2, 6→5, 7→5, 8→6, 9→7); lists of
 * employee plans show it, and the plan's progress call counts tasks by it. The campaign's own row
 * shows its stage and the status of its state here (`meta.status`: preparation 1, launched 4,
 * completed 6, canceled 7). Canceled is a separate final state of stage 3: the campaign is over.
 *
 * | from        | event              | who (guard)                                                  | to |
 * | preparation | settings.validated | plan admin; known steps; sets or clears those steps' flags   | stays |
 * | preparation, launched | groups.add  | plan admin; groups not chosen yet                            | stays |
 * | preparation, launched | groups.remove | plan admin; chosen groups only                             | stays |
 * | preparation, launched | members.add | new members only: appointment 3 (individual) by the plan admin; appointment 2 by the plan admin (launch) or the system's group sync, naming a chosen group (`groupId`) | stays |
 * | preparation, launched | members.remove | plan admin, or the system for members appointed by groups; current members only | stays |
 * | preparation | plan.launch        | plan admin; all seven steps valid and a member or a group    | launched |
 * | launched    | plan.complete      | plan admin, or the system at the plan's end date             | completed |
 * | preparation, launched | plan.cancel | plan admin                                              | canceled |
 * The server's cascades, each stored on the task streams: launch and members.add in launched
 * create a task per new member (input: its role model from the settings); members.remove cancels
 * that member's task and plan.complete / plan.cancel cancel the open ones, all as the system
 * actor; a role model saved after launch is sent as `roleModel.update` to tasks not yet submitted.
 * Appointment by groups (2): the chosen groups are part of the context (groups.add / groups.remove), so a
 * group-appointed `members.add` is accepted only for a chosen group, and a replay decides the same. At launch
 * the server sends one `members.add` (appointment 2, groupId) per group with the group's active,
 * non-prohibited members before `plan.launch`; while launched, the jobs scheduler sends the same as the
 * system for users who entered a chosen group since (users who ever had a plan here are not re-added).
 * Settings freeze at launch, except members and groups. Steps depend on each other (the role model on the
 * general step, the summary on all), so the server re-validates the wizard on every save and sends
 * the flags of the steps it checked, usually all seven.
 */

export const SETTINGS_STEPS = ["description", "general", "members", "prohibition", "preliminarySurvey", "roleModel", "summary"] as const;
export type SettingsStep = (typeof SETTINGS_STEPS)[number];
/** Plan appointment (spec 000 §4): automatic via groups, or individual by the administrator. */
export const APPOINTMENT_TYPES = { automatic: 2, individual: 3 } as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[keyof typeof APPOINTMENT_TYPES];
/** Stages (spec 000 §4), the `meta.id` of the machine's states. */
export const PLAN_STAGES = { preparation: 1, launched: 2, completed: 3 } as const;

export interface DevPlanInput {
  planId: number;
}
export interface DevPlanContext extends DevPlanInput {
  /** which wizard steps are valid */
  settings: Record<SettingsStep, boolean>;
  /** appointed members and how each was appointed (groupId: the group that appointed them, appointment 2) */
  members: Array<{ userId: number; appointment: AppointmentType; groupId?: number }>;
  /** user groups whose members are appointed automatically (appointment 2) */
  groups: number[];
}

type Ev<T extends string, P = {}> = { type: T; actor: Actor } & P;
export type DevPlanEvent =
  | Ev<"settings.validated", { steps: Partial<Record<SettingsStep, boolean>> }>
  | Ev<"members.add", { userIds: number[]; appointment: AppointmentType; groupId?: number }>
  | Ev<"members.remove", { userIds: number[] }>
  | Ev<"groups.add", { groupIds: number[] }>
  | Ev<"groups.remove", { groupIds: number[] }>
  | Ev<"plan.launch">
  | Ev<"plan.complete">
  | Ev<"plan.cancel", { reason?: string }>;

type Args = { context: DevPlanContext; event: DevPlanEvent };
const ev = (a: Args) => a.event as any;
const isAdmin = ({ event }: Args) => isActor(event.actor) && event.actor.id !== "system" && event.actor.isPlanAdmin;
const isSystem = ({ event }: Args) => isActor(event.actor) && event.actor.id === "system";
const validIds = (ids: unknown): ids is number[] =>
  Array.isArray(ids) && ids.length > 0 && ids.every((i) => Number.isInteger(i) && i > 0) && new Set(ids).size === ids.length;
const validSteps = (steps: unknown) =>
  !!steps &&
  typeof steps === "object" &&
  Object.keys(steps).length > 0 &&
  Object.entries(steps).every(([k, v]) => SETTINGS_STEPS.includes(k as SettingsStep) && typeof v === "boolean");
const memberOf = (c: DevPlanContext, id: number) => c.members.find((m) => m.userId === id);
/** Snapshots stored before groups existed have no `groups`. */
export const groupsOf = (c: DevPlanContext): number[] => c.groups ?? [];

/**
 * Why the plan cannot be launched yet: the invalid steps, and "noMembers" (no member and no group: a group
 * may be empty at launch and fill later). Empty when it can.
 */
export function launchBlockers(context: DevPlanContext): Array<SettingsStep | "noMembers"> {
  const steps: Array<SettingsStep | "noMembers"> = SETTINGS_STEPS.filter((s) => !context.settings[s]);
  return context.members.length > 0 || groupsOf(context).length > 0 ? steps : [...steps, "noMembers"];
}

/** members.add: appointment 3 by the admin alone; appointment 2 for a chosen group, by the admin or the system. */
const mayAppoint = (a: Args) => {
  const { appointment, groupId } = ev(a);
  if (appointment === APPOINTMENT_TYPES.individual) return isAdmin(a) && groupId === undefined;
  return appointment === APPOINTMENT_TYPES.automatic && (isAdmin(a) || isSystem(a)) && groupsOf(a.context).includes(groupId);
};

export const devPlanMachine = setup({
  types: { context: {} as DevPlanContext, events: {} as DevPlanEvent, input: {} as DevPlanInput },
  guards: {
    canValidate: (a) => isAdmin(a) && validSteps(ev(a).steps),
    canAddMembers: (a) => validIds(ev(a).userIds) && ev(a).userIds.every((id: number) => !memberOf(a.context, id)) && mayAppoint(a),
    canAddGroups: (a) => isAdmin(a) && validIds(ev(a).groupIds) && ev(a).groupIds.every((g: number) => !groupsOf(a.context).includes(g)),
    canRemoveGroups: (a) => isAdmin(a) && validIds(ev(a).groupIds) && ev(a).groupIds.every((g: number) => groupsOf(a.context).includes(g)),
    canRemoveMembers: (a) =>
      validIds(ev(a).userIds) &&
      (isAdmin(a) || isSystem(a)) &&
      ev(a).userIds.every((id: number) => {
        const m = memberOf(a.context, id);
        return !!m && (isAdmin(a) || m.appointment === APPOINTMENT_TYPES.automatic);
      }),
    canLaunch: (a) => isAdmin(a) && launchBlockers(a.context).length === 0,
    canComplete: (a) => isAdmin(a) || isSystem(a),
    canCancel: isAdmin,
  },
  actions: {
    setSteps: assign({ settings: ({ context, event }) => ({ ...context.settings, ...ev({ context, event }).steps }) }),
    addMembers: assign({
      members: ({ context, event }) => {
        const { userIds, appointment, groupId } = ev({ context, event });
        return [...context.members, ...userIds.map((userId: number) => ({ userId, appointment, ...(groupId ? { groupId } : {}) }))];
      },
    }),
    addGroups: assign({ groups: ({ context, event }) => [...groupsOf(context), ...ev({ context, event }).groupIds] }),
    removeGroups: assign({ groups: ({ context, event }) => groupsOf(context).filter((g) => !ev({ context, event }).groupIds.includes(g)) }),
    removeMembers: assign({ members: ({ context, event }) => context.members.filter((m) => !ev({ context, event }).userIds.includes(m.userId)) }),
  },
}).createMachine({
  id: "devPlan",
  initial: "preparation",
  context: ({ input }) => ({
    planId: input.planId,
    settings: Object.fromEntries(SETTINGS_STEPS.map((s) => [s, false])) as Record<SettingsStep, boolean>,
    members: [],
    groups: [],
  }),
  states: {
    preparation: {
      meta: { id: 1, name: "PREPARATION", status: 1 },
      on: {
        "settings.validated": { guard: "canValidate", actions: "setSteps" },
        "members.add": { guard: "canAddMembers", actions: "addMembers" },
        "members.remove": { guard: "canRemoveMembers", actions: "removeMembers" },
        "groups.add": { guard: "canAddGroups", actions: "addGroups" },
        "groups.remove": { guard: "canRemoveGroups", actions: "removeGroups" },
        "plan.launch": { guard: "canLaunch", target: "launched" },
        "plan.cancel": { guard: "canCancel", target: "canceled" },
      },
    },
    launched: {
      meta: { id: 2, name: "LAUNCHED", status: 4 },
      on: {
        "members.add": { guard: "canAddMembers", actions: "addMembers" },
        "members.remove": { guard: "canRemoveMembers", actions: "removeMembers" },
        "groups.add": { guard: "canAddGroups", actions: "addGroups" },
        "groups.remove": { guard: "canRemoveGroups", actions: "removeGroups" },
        "plan.complete": { guard: "canComplete", target: "completed" },
        "plan.cancel": { guard: "canCancel", target: "canceled" },
      },
    },
    completed: { meta: { id: 3, name: "COMPLETED", status: 6 }, type: "final" },
    canceled: { meta: { id: 3, name: "CANCELED", status: 7 }, type: "final" },
  },
});

/** The campaign's status for its list row (see the header): the `meta.status` of its state. */
export function planStatus(snapshot: SnapshotFrom<typeof devPlanMachine>): number {
  const node = devPlanMachine.root.states[snapshot.value as string];
  return (node.meta as { status: number }).status;
}

defineCommands(devPlanMachine, [
  { type: "plan.launch" },
  { type: "plan.complete" },
  { type: "plan.cancel" },
  { type: "members.add", payload: () => ({ userIds: [1], appointment: APPOINTMENT_TYPES.individual }) },
  // a group id not chosen yet: "may the admin choose groups now"
  { type: "groups.add", payload: (c) => ({ groupIds: [Math.max(0, ...groupsOf(c)) + 1] }) },
]);

const { admin, system } = sampleActors;

export const devPlanModel = defineModel(devPlanMachine, {
  input: { planId: 1 },
  events: [
    { type: "settings.validated", actor: admin, steps: Object.fromEntries(SETTINGS_STEPS.map((s) => [s, true])) },
    { type: "settings.validated", actor: admin, steps: { summary: false } },
    { type: "members.add", actor: admin, userIds: [201, 202], appointment: 3 },
    { type: "groups.add", actor: admin, groupIds: [7] },
    { type: "groups.remove", actor: admin, groupIds: [7] },
    { type: "members.add", actor: system, userIds: [203], appointment: 2, groupId: 7 },
    { type: "members.remove", actor: admin, userIds: [201, 202] },
    { type: "members.remove", actor: system, userIds: [203] },
    { type: "plan.launch", actor: admin },
    { type: "plan.complete", actor: system },
    { type: "plan.cancel", actor: admin, reason: "reorganisation" },
  ],
  serialize: (s) => [s.value, s.context],
  simplePaths: false,
});
