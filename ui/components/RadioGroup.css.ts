import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";
import { row } from "./Checkbox.css";

export const group = style({ display: "flex", flexDirection: "column", gap: t.space.sm });
export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: t.space.sm,
  selectors: { "[data-orientation=horizontal] > &": { flexDirection: "row", flexWrap: "wrap", gap: t.space.lg } },
});

export const circle = style({
  position: "relative",
  flexShrink: 0,
  width: "18px",
  height: "18px",
  borderRadius: "50%",
  border: `1.5px solid ${t.color.control}`,
  background: t.color.surface,
  transition: `border-color ${t.motion.fast} ${t.motion.easing}, border-width ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    [`${row}[data-hovered] &, [data-demo='hover'] &`]: { borderColor: t.color.controlHover },
    [`${row}[data-selected] &`]: { borderColor: t.color.accent, borderWidth: "5.5px" },
    [`${row}[data-selected][data-hovered] &`]: { borderColor: t.color.accentHover },
    [`${row}[data-focus-visible] &, [data-demo='focus'] &`]: { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    [`${row}[data-invalid] &`]: { borderColor: t.color.danger },
    [`${row}[data-disabled] &`]: { opacity: 0.5 },
  },
});
