// How a task's state reads and looks (spec 000 §4): planned, available, in progress, overdue, completed.
import type { BadgeTone } from "../../../ui/components/Badge";

export const stateTone: Record<string, BadgeTone> = {
  planned: "neutral", available: "info", in_progress: "primary", overdue: "danger", completed: "success",
};
export const stateLabel = (state: string) => `learning.state.${state}`;
export const COUNT_KEYS = ["planned", "available", "in_progress", "overdue", "completed"] as const;
