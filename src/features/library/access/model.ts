// The access pages' editable list (pure, so it can be tested alone): entries by subject kind, levels Reader,
// Editor, Manager and the remove flag, and what is sent on save (spec 000 §6 library levels and item rights).
import { LibraryLevels } from "../../../../services/contract/library";
import type { Access, Entry } from "./api";

export type SubjectKind = Entry["subject_kind"];
export type Level = Entry["level"];

export interface DraftEntry {
  subject_kind: SubjectKind;
  subject_id: number;
  display_name: string;
  level: Level;
  can_remove: boolean;
}

export const LEVELS: readonly Level[] = [LibraryLevels.reader, LibraryLevels.editor, LibraryLevels.manager];
export const LEVEL_NAMES: Record<number, string> = { 1: "reader", 2: "editor", 3: "manager", 4: "creator" };

/** The editable list from the server's answer (inherited entries become the starting point of the item's own). */
export const draftOf = (access: Access): DraftEntry[] =>
  access.entries.map((e) => ({
    subject_kind: e.subject_kind,
    subject_id: e.subject_id,
    display_name: e.display_name,
    level: (Math.min(3, Math.max(1, e.level)) as Level),
    can_remove: e.can_remove,
  }));

const key = (e: { subject_kind: string; subject_id: number }) => `${e.subject_kind}:${e.subject_id}`;

/** Adds a subject (Reader by default); a subject already listed is left as it is. */
export const addEntry = (list: DraftEntry[], e: Omit<DraftEntry, "level" | "can_remove"> & Partial<DraftEntry>): DraftEntry[] =>
  list.some((x) => key(x) === key(e)) ? list : [...list, { level: LibraryLevels.reader, can_remove: false, ...e }];

export const removeEntry = (list: DraftEntry[], k: SubjectKind, id: number) => list.filter((x) => !(x.subject_kind === k && x.subject_id === id));

export const updateEntry = (list: DraftEntry[], k: SubjectKind, id: number, patch: Partial<Pick<DraftEntry, "level" | "can_remove">>) =>
  list.map((x) => (x.subject_kind === k && x.subject_id === id ? { ...x, ...patch } : x));

/** The PUT payload's entries. */
export const payloadOf = (list: DraftEntry[]): Entry[] =>
  list.map((e) => ({ subject_kind: e.subject_kind, subject_id: e.subject_id, level: e.level, can_remove: e.can_remove }));

const canon = (list: DraftEntry[]) => JSON.stringify(payloadOf(list).sort((a, b) => key(a).localeCompare(key(b))));

/** True when the list differs from what the server has. An inherited list is saved only when changed. */
export const isDirty = (list: DraftEntry[], access: Access) => canon(list) !== canon(draftOf(access));

/** Users listed individually, whose own entry wins over their groups' and role's entries (spec 000 §6). */
export const ofKind = (list: DraftEntry[], k: SubjectKind) => list.filter((e) => e.subject_kind === k);
