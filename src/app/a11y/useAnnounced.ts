// A message that shows only in place (a check's verdict, "unsaved changes", an import that was cancelled) is read out
// through the shell's one live region (`announce`, ui/a11y/announce.tsx) when it appears or changes. A live region
// rendered together with its text, as `{ok && <p role="status">…</p>}` does, is often not read at all: the region
// has to be in the page before its text changes, and the shell's is. docs/accessibility.md, "Live regions".
import { useEffect } from "react";
import { announce } from "../../../ui/a11y/announce";

/**
 * Announces `text` (already translated) each time it becomes a new non-empty value; null or "" says nothing.
 * `key` repeats the same words for a new occurrence (a second check that gives the same verdict).
 */
export function useAnnounced(text: string | null | undefined, key?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what makes the same text a new occurrence
  useEffect(() => {
    if (text) announce(text);
  }, [text, key]);
}
