import { keyframes, style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

const enter = keyframes({ from: { opacity: 0, transform: "translateY(-4px) scale(0.98)" }, to: { opacity: 1, transform: "none" } });

export const popover = style({
  minWidth: "var(--trigger-width, auto)",
  maxWidth: "min(420px, calc(100vw - 16px))",
  background: t.color.surfaceRaised,
  color: t.color.text,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.lg,
  outline: "none",
  // No overflow clipping here: the arrow sits outside the box. Lists scroll inside.
  selectors: {
    "&[data-entering]": { animation: `${enter} ${t.motion.normal} ${t.motion.easing}` },
    "&[data-exiting]": { animation: `${enter} ${t.motion.fast} ${t.motion.easing} reverse` },
  },
});

export const padded = style({ padding: t.space.lg });

export const arrow = style({
  display: "block",
  fill: t.color.surfaceRaised,
  stroke: t.color.border,
  strokeWidth: 1,
  selectors: {
    "[data-placement=bottom] &": { transform: "rotate(180deg)" },
    "[data-placement=left] &": { transform: "rotate(-90deg)" },
    "[data-placement=right] &": { transform: "rotate(90deg)" },
  },
});

export const dialog = style({ outline: "none" });
export const title = style({ margin: `0 0 ${t.space.sm}`, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
