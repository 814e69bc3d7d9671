import type { CSSProperties } from "react";

/** Hidden from sight, still read by screen readers (the usual clip pattern). */
export const visuallyHidden: CSSProperties = {
  position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0,
};
