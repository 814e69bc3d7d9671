// The app's announcer: one polite live region (`LiveAnnouncer`, rendered once by the shell) that areas call with
// `announce(text)` for results a screen reader would otherwise miss because they show only in place: a row of the
// upload list turning "refused" or "failed", an export that started in the background, a count that changed.
// Saves and errors that go to the snackbar need nothing more: its region is live already (SnackbarHost).
// docs/accessibility.md ("Live regions") says which to use.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { visuallyHidden } from "./visuallyHidden";

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

/** Reads `text` out through the shell's polite live region (nothing when no region is mounted). */
export const announce = (text: string): void => {
  for (const l of listeners) l(text);
};


/**
 * The region `announce` writes to; the shell renders it once. It sits in `body` and is marked as a live announcer,
 * so that a modal dialog (react-aria hides and makes inert what is outside it) leaves it audible: an upload's
 * results are announced while the upload dialog is open.
 */
export function LiveAnnouncer() {
  const [text, setText] = useState("");
  useEffect(() => {
    let timer: number | undefined;
    const listener: Listener = (next) => {
      // Emptied first, so that the same words said twice are read twice.
      setText("");
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setText(next), 50);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      window.clearTimeout(timer);
    };
  }, []);
  return createPortal(
    <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="true" data-testid="live-announcer" style={visuallyHidden}>
      {text}
    </div>,
    document.body,
  );
}
