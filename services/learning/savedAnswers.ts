import { type Answer, type AnswerValue, isAnswered } from "../formBuilder/index.js";

/**
 * A task's saved form data: per form element, the learner's answer and whether the element is completed (a question
 * answered, a video watched to the end, a file opened). The server keeps one copy per person and task; the browser
 * keeps the copy the learner is typing into.
 */
export interface SavedEntry {
  /** an answer of the question's type (`AnswerValue`); unknown until `checkDraftAnswers` has looked at it */
  readonly value?: unknown;
  readonly comments?: Answer["comments"];
  /** set by the server for elements that have no answer of their own (media viewed) */
  readonly completed?: boolean;
}
export type SavedFormData = Readonly<Record<string, SavedEntry>>;

/** An element counts as completed when it is marked so, or when it holds an answer. */
export const entryCompleted = (e: SavedEntry | undefined): boolean => e !== undefined && (e.completed === true || isAnswered((e.value ?? null) as AnswerValue | null));

/**
 * Merges the server's copy into the local one (spec 000 §4): the local copy wins everywhere except on elements the
 * server marks completed and the local copy does not; there the server's entry is taken whole. So what the learner
 * is typing is never overwritten by an older server copy, and work completed elsewhere (another tab, the phone) is
 * never lost.
 */
export const mergeSavedAnswers = (local: SavedFormData, server: SavedFormData): SavedFormData => {
  const out: Record<string, SavedEntry> = { ...local };
  for (const [id, entry] of Object.entries(server)) {
    if (entryCompleted(entry) && !entryCompleted(local[id])) out[id] = entry;
  }
  return out;
};
