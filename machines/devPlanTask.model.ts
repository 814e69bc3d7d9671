import { defineModel } from "./graph/model";
import type { RoleModel } from "./devPlanRoleModel";
import { sampleActors } from "./devPlanRoleModel";
import { devPlanTaskMachine } from "./devPlanTask";

// The model that the model-based test and `npm run paths` walk.

const full: RoleModel = {
  comment: ["hr"],
  compose: ["self", "lineManager"],
  approve: ["lineManager"],
  autoApproveDays: 7,
  approveExtra: ["functionalManager"],
  act: ["self", "mentor"],
  grade: { self: true, intermediate: ["mentor"], final: ["lineManager"] },
  cancel: ["lineManager", "hr"],
};
const single: RoleModel = { ...full, approveExtra: [], grade: { self: false, intermediate: [], final: ["lineManager"] } };
/** Role models the model walks, one input each: every option on, one approval step, no approval. */
export const taskModelRoleModels = { full, single, lean: { ...single, approve: [], autoApproveDays: null } as RoleModel };
const { self, lineManager, functionalManager, mentor, hr, admin, system } = sampleActors;
const scores = [{ goalId: 1, score: 80, weight: 100 }];

/**
 * Each role model is walked on its own. The examples change the context in few ways (one goal,
 * one action, one course, one grade each), so the whole context can be the vertex.
 */
export const devPlanTaskModel = defineModel(devPlanTaskMachine, {
  inputs: Object.values(taskModelRoleModels).map((roleModel) => ({ planId: 1, ownerId: self.id as number, roleModel })),
  events: [
    { type: "goal.add", actor: self, goal: { id: 1, weight: 100, title: "Lead a project" } },
    { type: "goal.update", actor: lineManager, goal: { id: 1, weight: 100, title: "Lead the Q3 project" } },
    { type: "goal.remove", actor: self, goalId: 1 },
    { type: "action.add", actor: self, action: { id: 1, goalId: 1, type: 4, title: "Negotiation seminar" } },
    { type: "action.update", actor: self, action: { id: 1, goalId: 1, type: 4, plannedEndDate: "2025-06-30" } },
    { type: "action.remove", actor: self, actionId: 1 },
    { type: "course.add", actor: self, course: { id: 1, goalId: 1, courseId: 42 } },
    { type: "course.update", actor: lineManager, course: { id: 1, goalId: 1, courseId: 43 } },
    { type: "course.remove", actor: self, courseId: 1 },
    { type: "task.sendForApproval", actor: self, at: "2025-03-03T09:00:00.000Z" },
    { type: "task.sendForExecution", actor: self },
    { type: "task.approve", actor: lineManager },
    { type: "task.approve", actor: functionalManager, comment: "Agreed" },
    { type: "task.autoApprove", actor: system, at: "2025-03-10T09:00:00.000Z" },
    { type: "task.rework", actor: lineManager, comment: "Add a mentoring action" },
    { type: "task.rework", actor: functionalManager, comment: "Too ambitious for a quarter" },
    { type: "action.changeState", actor: mentor, actionId: 1, to: 2 },
    { type: "task.sendToClose", actor: self },
    { type: "task.gradeMiddle", actor: self, scores },
    { type: "task.gradeMiddle", actor: mentor, scores },
    { type: "task.close", actor: lineManager, scores },
    { type: "task.returnToWork", actor: lineManager, comment: "One more month" },
    { type: "task.cancel", actor: hr, reason: "left the company" },
    { type: "comment.add", actor: hr, commentId: 1, text: "Nice goal" },
    { type: "comment.reply", actor: self, commentId: 2, parentId: 1, text: "Thanks" },
    { type: "comment.edit", actor: hr, commentId: 1, authorId: hr.id, text: "Nice goal!" },
    { type: "comment.remove", actor: admin, commentId: 1, authorId: hr.id },
  ],
  serialize: (s) => [s.value, s.context],
  limit: 50_000,
  simplePaths: false,
});
