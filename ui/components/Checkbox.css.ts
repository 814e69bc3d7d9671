import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

// Shared by Checkbox, Radio and Switch: the row that holds the control and its label.
export const row = style({
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.sm,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  WebkitTapHighlightColor: "transparent",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: t.color.textMuted } },
});

export const box = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "18px",
  height: "18px",
  borderRadius: "5px",
  border: `1.5px solid ${t.color.control}`,
  background: t.color.surface,
  color: t.color.onAccent,
  transition: `background-color ${t.motion.fast} ${t.motion.easing}, border-color ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    [`${row}[data-hovered] &, [data-demo='hover'] &`]: { borderColor: t.color.controlHover },
    [`${row}[data-selected] &, ${row}[data-indeterminate] &`]: { background: t.color.accent, borderColor: t.color.accent },
    [`${row}[data-selected][data-hovered] &, ${row}[data-indeterminate][data-hovered] &`]: {
      background: t.color.accentHover,
      borderColor: t.color.accentHover,
    },
    [`${row}[data-focus-visible] &, [data-demo='focus'] &`]: { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    [`${row}[data-invalid] &`]: { borderColor: t.color.danger },
    [`${row}[data-invalid][data-selected] &`]: { background: t.color.danger, borderColor: t.color.danger, color: t.color.onDanger },
    [`${row}[data-disabled] &`]: { opacity: 0.5 },
  },
});
