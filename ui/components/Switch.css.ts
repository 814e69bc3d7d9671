import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";
import { row } from "./Checkbox.css";

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: "36px",
  height: "20px",
  borderRadius: t.radius.pill,
  background: t.color.control,
  transition: `background-color ${t.motion.normal} ${t.motion.easing}`,
  selectors: {
    [`${row}[data-hovered] &, [data-demo='hover'] &`]: { background: t.color.controlHover },
    [`${row}[data-selected] &`]: { background: t.color.accent },
    [`${row}[data-selected][data-hovered] &`]: { background: t.color.accentHover },
    [`${row}[data-focus-visible] &, [data-demo='focus'] &`]: { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    [`${row}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: "absolute",
  top: "2px",
  left: "2px",
  width: "16px",
  height: "16px",
  borderRadius: "50%",
  background: "#ffffff",
  boxShadow: "0 1px 2px rgba(0, 0, 0, 0.3)",
  transition: `transform ${t.motion.normal} ${t.motion.easing}`,
  selectors: { [`${row}[data-selected] &`]: { transform: "translateX(16px)" } },
});
