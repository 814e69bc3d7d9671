import { and, or, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * A sub-task of a task card (team, company or business-KPI goal). The spec lists the statuses
 * Created, On approval, In progress, Not completed, Partial completed, Completed, Canceled,
 * Approval; ids 1-8 follow that order.
 *
 * The spec gives no transitions. Ours: the employee sends a created sub-task for approval
 * ("On approval" = the goal itself is agreed); the manager approves it into work or returns it.
 * When done, the employee sends it for assessment ("Approval" = the result awaits the manager),
 * and the manager grades it completed, partially completed or not completed, or returns it to
 * work. The manager may cancel it before it is graded; the employee may cancel an unsent one.
 * The graded states and Canceled are final.
 */
export type SubTaskResult = "completed" | "partial" | "notCompleted";

export type SubTaskEvent =
  | ({ type: "subtask.submit" } & ActorEvent)
  | ({ type: "subtask.approve" } & ActorEvent)
  | ({ type: "subtask.return" } & ActorEvent)
  | ({ type: "subtask.sendForAssessment" } & ActorEvent)
  | ({ type: "subtask.grade"; result: SubTaskResult } & ActorEvent)
  | ({ type: "subtask.cancel" } & ActorEvent);

const graded = (result: SubTaskResult) => ({ event }: { event: SubTaskEvent }) =>
  event.type === "subtask.grade" && event.result === result;

export const taskCardSubTaskMachine = setup({
  types: { events: {} as SubTaskEvent },
  guards: {
    byEmployee: actorIs("self"),
    byManager: actorIs("manager"),
    gradedCompleted: graded("completed"),
    gradedPartial: graded("partial"),
    gradedNotCompleted: graded("notCompleted"),
  },
}).createMachine({
  id: "taskCardSubTask",
  initial: "created",
  states: {
    created: {
      meta: { id: 1 },
      on: {
        "subtask.submit": { guard: "byEmployee", target: "onApproval" },
        "subtask.cancel": { guard: or(["byEmployee", "byManager"]), target: "canceled" },
      },
    },
    onApproval: {
      meta: { id: 2 },
      on: {
        "subtask.approve": { guard: "byManager", target: "inProgress" },
        "subtask.return": { guard: "byManager", target: "created" },
        "subtask.cancel": { guard: "byManager", target: "canceled" },
      },
    },
    inProgress: {
      meta: { id: 3 },
      on: {
        "subtask.sendForAssessment": { guard: "byEmployee", target: "approval" },
        "subtask.cancel": { guard: "byManager", target: "canceled" },
      },
    },
    notCompleted: { meta: { id: 4 }, type: "final" },
    partialCompleted: { meta: { id: 5 }, type: "final" },
    completed: { meta: { id: 6 }, type: "final" },
    canceled: { meta: { id: 7 }, type: "final" },
    approval: {
      meta: { id: 8 },
      on: {
        "subtask.grade": [
          { guard: and(["byManager", "gradedCompleted"]), target: "completed" },
          { guard: and(["byManager", "gradedPartial"]), target: "partialCompleted" },
          { guard: and(["byManager", "gradedNotCompleted"]), target: "notCompleted" },
        ],
        "subtask.return": { guard: "byManager", target: "inProgress" },
        "subtask.cancel": { guard: "byManager", target: "canceled" },
      },
    },
  },
});

export const taskCardSubTaskModel = defineModel(taskCardSubTaskMachine, {
  events: [
    ...byEach(["subtask.submit", "subtask.approve", "subtask.return", "subtask.sendForAssessment", "subtask.cancel"], [
      "self",
      "manager",
    ]),
    ...(["completed", "partial", "notCompleted"] as const).flatMap((result) =>
      byEach(["subtask.grade"], ["self", "manager"], { result }),
    ),
  ],
});
