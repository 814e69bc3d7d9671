import { devPlanMachine } from "../../../../machines/devPlan.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import { defineLifecycle, type FactRule } from "../../events/lifecycle.js";

/** `goal.add` → `goal.added`: the facts of commands whose past tense is regular. */
const pastTense = (pairs: ReadonlyArray<readonly [string, string]>): FactRule[] => pairs.map(([command, fact]) => ({ command, fact }));

/** The administrator's plan: what its commands become in the log. */
export const devPlanLifecycle = defineLifecycle({
  name: "devPlan",
  machine: devPlanMachine,
  facts: pastTense([
    ["settings.validated", "settings.validated"],
    ["members.add", "members.added"],
    ["members.remove", "members.removed"],
    ["groups.add", "groups.added"],
    ["groups.remove", "groups.removed"],
    ["plan.launch", "plan.launched"],
    ["plan.complete", "plan.completed"],
    ["plan.cancel", "plan.canceled"],
  ]),
});

/** An employee's plan: approval is two facts, by the step it was given at (the role model's approve / approveExtra). */
export const devPlanTaskLifecycle = defineLifecycle({
  name: "devPlanTask",
  machine: devPlanTaskMachine,
  facts: [
    { command: "task.approve", from: ["approvalExtra"], fact: "task.approvedExtra" },
    ...pastTense([
      ["task.approve", "task.approved"],
      ["task.autoApprove", "task.autoApproved"],
      ["task.sendForApproval", "task.sentForApproval"],
      ["task.sendForExecution", "task.sentForExecution"],
      ["task.rework", "task.sentToRework"],
      ["task.sendToClose", "task.sentToClose"],
      ["task.gradeMiddle", "task.gradedMiddle"],
      ["task.close", "task.closed"],
      ["task.returnToWork", "task.returnedToWork"],
      ["task.cancel", "task.canceled"],
      ["goal.add", "goal.added"],
      ["goal.update", "goal.updated"],
      ["goal.remove", "goal.removed"],
      ["action.add", "action.added"],
      ["action.update", "action.updated"],
      ["action.remove", "action.removed"],
      ["action.changeState", "action.stateChanged"],
      ["course.add", "course.added"],
      ["course.update", "course.updated"],
      ["course.remove", "course.removed"],
      ["comment.add", "comment.added"],
      ["comment.reply", "comment.replied"],
      ["comment.edit", "comment.edited"],
      ["comment.remove", "comment.removed"],
    ]),
  ],
});

/** Every fact of an employee plan (the projection handles each). */
export const TASK_FACTS = [...new Set(devPlanTaskLifecycle.facts.map((r) => r.fact))];
/** Every fact of an administrator's plan after its creation. */
export const PLAN_FACTS = [...new Set(devPlanLifecycle.facts.map((r) => r.fact))];
