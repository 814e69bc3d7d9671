// The app's announcer: one polite live region (`LiveAnnouncer`, rendered once by the shell) that areas call with
// `announce(text)` for results a screen reader would otherwise miss because they show only in place: a row of the
// upload list turning "refused" or "failed", an export that started in the background, a count that changed.
// Saves and errors that go to the snackbar need nothing more: its region is live already (SnackbarHost).
// docs/accessibility.md ("Live regions") says which to use.
import { type CSSProperties, useEffect, useState } from "react";
import { createPortal } from "react-dom";

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

/** Reads `text` out through the shell's polite live region (nothing when no region is mounted). */
export const announce = (text: string): void => {
  for (const l of listeners) l(text);
};

// Visually hidden, still in the accessibility tree (the usual clip pattern).
const hidden: CSSProperties = {
  position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0,
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
    <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="true" data-testid="live-announcer" style={hidden}>
      {text}
    </div>,
    document.body,
  );
}
