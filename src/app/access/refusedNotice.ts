// Why the guard moved a person: a page their role may not open sends them to their home, and the home says so, once
// (issue 40 item 17). The guard notes the refused page's title here before it redirects; the notice on the landing
// page reads it, and it is gone on the next move or when dismissed.
import { useSyncExternalStore } from "react";

export interface Refusal {
  /** The refused page's title (a catalogue id), when its route has one. */
  readonly title: string | undefined;
  /** The path shown when the refusal was noted: the notice belongs to the page landed on, not to the one after it. */
  readonly landedOn?: string;
}

let current: Refusal | null = null;
const listeners = new Set<() => void>();
const set = (next: Refusal | null) => {
  current = next;
  for (const l of listeners) l();
};

/** Notes that the guard refused a page (before it redirects). */
export const noteRefused = (title: string | undefined) => set({ title });

/** Binds the refusal to the page it is shown on, and forgets it once the person is elsewhere. */
export const refusalShownAt = (path: string) => {
  if (!current) return;
  if (current.landedOn === undefined) set({ ...current, landedOn: path });
  else if (current.landedOn !== path) set(null);
};

export const dismissRefusal = () => set(null);

/** The refusal to show, re-rendering when it changes. */
export const useRefusal = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
