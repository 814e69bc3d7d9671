// The app's one polite live region. Saves, errors, background results (an upload finished, an export ready) and a
// list's count or loading state are read out through it: a region that exists before its text changes is read
// reliably, while a role="status" element inserted together with its text often is not. Render <Announcer /> once
// at the root; call `announce(text)` (or the `useAnnounce` hook) from anywhere.
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

type Said = { text: string; n: number };
let said: Said = { text: "", n: 0 };
const listeners = new Set<() => void>();

/** Reads `text` out politely (after what is being read now). The same text said twice is read twice. */
export const announce = (text: string) => {
  if (!text) return;
  said = { text, n: said.n + 1 };
  for (const l of listeners) l();
};

/** `announce`, for components (a hook, so that a test or a preview could give another later). */
export const useAnnounce = () => announce;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const hidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * The live region itself: visually hidden, present from the first render, in body and marked as react-aria marks
 * its own announcer, so that an open modal (which makes the rest of the page inert) does not silence it.
 */
export function Announcer() {
  const current = useSyncExternalStore(subscribe, () => said, () => said);
  // Emptied first and filled on the next frame, so that a repeated text is a change the screen reader hears.
  const [text, setText] = useState("");
  useEffect(() => {
    setText("");
    if (!current.text) return;
    const frame = requestAnimationFrame(() => setText(current.text));
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return createPortal(
    <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="" data-app-announcer="" style={hidden}>
      {text}
    </div>,
    document.body,
  );
}
