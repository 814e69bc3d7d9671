import { keyframes, style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

const enter = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: "260px",
  padding: `${t.space.xs} ${t.space.sm}`,
  borderRadius: t.radius.sm,
  background: t.color.text,
  color: t.color.surface,
  fontSize: t.fontSize.xs,
  lineHeight: t.lineHeight.normal,
  boxShadow: t.shadow.md,
  selectors: { "&[data-entering]": { animation: `${enter} ${t.motion.fast} ${t.motion.easing}` } },
});

export const arrow = style({
  display: "block",
  fill: t.color.text,
  selectors: {
    "[data-placement=bottom] &": { transform: "rotate(180deg)" },
    "[data-placement=left] &": { transform: "rotate(-90deg)" },
    "[data-placement=right] &": { transform: "rotate(90deg)" },
  },
});
