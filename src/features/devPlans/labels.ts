// Message ids and badge tones of the development plans' spec ids (spec 000 §4): task states 1–9, plan statuses
// 1–7, stages 1–3, appointment types, action states and types, history codes, relations and commands.
import type { BadgeTone } from "../../../ui/components/Badge";

/** Employee plan (task) states 1–9. */
export const taskStateLabel = (id: number | null | undefined) => `devPlans.taskState.${id ?? 0}`;
export const taskStateTone = (id: number | null | undefined): BadgeTone => {
  switch (id) {
    case 1:
      return "neutral";
    case 2:
    case 5:
      return "warning";
    case 3:
      return "danger";
    case 4:
      return "primary";
    case 6:
    case 7:
      return "info";
    case 8:
      return "success";
    default:
      return "neutral";
  }
};
export const TASK_STATE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Employee plan statuses 1–7 (draft … canceled), as counted by the progress call. */
export const statusLabel = (id: number) => `devPlans.status.${id}`;
export const STATUS_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export const statusTone = (id: number): BadgeTone =>
  (({ 1: "neutral", 2: "warning", 3: "danger", 4: "primary", 5: "info", 6: "success", 7: "neutral" }) as Record<number, BadgeTone>)[id] ?? "neutral";

/** Plan stages: the administrator's plan (campaign). A canceled campaign is stage 3 with status 7. */
export const stageLabel = (stage: number, status?: number) => (status === 7 ? "devPlans.stage.canceled" : `devPlans.stage.${stage}`);
export const stageTone = (stage: number, status?: number): BadgeTone =>
  status === 7 ? "neutral" : stage === 1 ? "warning" : stage === 2 ? "primary" : "success";

export const appointmentLabel = (id: number | null | undefined) => (id ? `devPlans.appointment.${id}` : "devPlans.appointment.none");

export const ACTION_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;
export const actionTypeLabel = (id: number) => `devPlans.actionType.${id}`;
export const ACTION_STATE_IDS = [1, 2, 3, 4, 5] as const;
export const actionStateLabel = (id: number) => `devPlans.actionState.${id}`;
export const actionStateTone = (id: number): BadgeTone =>
  (({ 1: "neutral", 2: "primary", 3: "warning", 4: "success", 5: "neutral" }) as Record<number, BadgeTone>)[id] ?? "neutral";

/** History codes (spec 000 §4) → message ids; unknown codes fall back to a generic text. */
const HISTORY_IDS: Record<number, string> = {
  1: "goalAdded",
  2: "goalEdited",
  3: "goalRemoved",
  101: "actionAdded",
  102: "actionEdited",
  103: "actionRemoved",
  104: "courseAdded",
  105: "courseEdited",
  106: "courseRemoved",
  107: "actionState",
  201: "commentAdded",
  202: "commentEdited",
  203: "commentRemoved",
  204: "commentReplied",
  301: "planState",
};
export const historyLabel = (code: number) => `devPlans.history.${HISTORY_IDS[code] ?? "other"}`;

export const RELATIONS = ["self", "lineManager", "functionalManager", "mentor", "hr"] as const;
export const relationLabel = (r: string) => `devPlans.relation.${r}`;

/** The lifecycle buttons of an employee plan (spec 000 §4), in the order the page shows them. */
export const TASK_COMMANDS = [
  "task.sendForApproval",
  "task.sendForExecution",
  "task.approve",
  "task.rework",
  "task.sendToClose",
  "task.gradeMiddle",
  "task.close",
  "task.returnToWork",
  "task.cancel",
] as const;
export type TaskCommand = (typeof TASK_COMMANDS)[number];
export const commandLabel = (type: string) => `devPlans.command.${type.replace(/^task\./, "")}`;
/** Commands that need a comment (the machine refuses them without one). */
export const NEEDS_COMMENT: ReadonlySet<string> = new Set(["task.rework", "task.returnToWork"]);
