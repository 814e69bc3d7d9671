import { trackProgressMachine } from "../../../../machines/trackProgress.js";
import { defineLifecycle } from "../../events/lifecycle.js";

/**
 * A person's progress on one task (stream `trackProgress`/task-<user>-<element>): the trackProgress machine decides
 * each command, the log keeps the fact. Every fact's data names the person (`user_id`) and the task (`element_id`):
 * user_tasks ids may differ after a rebuild, these do not.
 */
export const progressLifecycle = defineLifecycle({
  name: "trackProgress",
  machine: trackProgressMachine,
  facts: [
    { command: "track.available", fact: "trackProgress.available" },
    { command: "track.start", fact: "trackProgress.started" },
    { command: "track.complete", fact: "trackProgress.completed" },
    { command: "track.overdue", fact: "trackProgress.overdue" },
    { command: "track.extend", fact: "trackProgress.extended" },
    { command: "track.reassign", fact: "trackProgress.reassigned" },
  ],
});

export const STREAMS = { progress: "trackProgress", answers: "taskAnswers", position: "taskFormPosition" } as const;
export const PROGRESS_FACTS = progressLifecycle.facts.map((f) => f.fact);
/** A task's saved form data: `{ id, user_id, element_id, sealed: { data } }` (the answers are the person's). */
export const ANSWERS_SAVED = "taskAnswers.saved";

/** Where someone filling a task's form was: `{ id, user_id, element_id, filler_id, data }` (element ids, nothing personal). */
export const POSITION_SAVED = "taskFormPosition.saved";

/** The stream id of a person's task: the same in the progress and the answers streams. */
export const taskStreamId = (userId: number, elementId: number) => `task-${userId}-${elementId}`;

/** user_tasks.state ↔ the machine's state value. */
export const STATE_OF_VALUE: Record<string, string> = {
  planned: "planned", start: "available", inProgress: "in_progress", completed: "completed", overdue: "overdue",
};
export const VALUE_OF_STATE: Record<string, string> = Object.fromEntries(Object.entries(STATE_OF_VALUE).map(([v, s]) => [s, v]));
