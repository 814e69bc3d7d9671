import { keyframes, style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });

export const root = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: `${t.space.xs} ${t.space.md}`, width: "100%" });
export const label = style({ fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text });
export const value = style({ fontSize: t.fontSize.sm, color: t.color.textMuted, fontVariantNumeric: "tabular-nums", gridColumn: 2 });

export const track = style({
  gridColumn: "1 / -1",
  position: "relative",
  height: "8px",
  borderRadius: t.radius.pill,
  background: t.color.track,
  overflow: "hidden",
});

export const fill = style({
  position: "absolute",
  insetBlock: 0,
  left: 0,
  borderRadius: t.radius.pill,
  background: t.color.accent,
  transition: `width ${t.motion.normal} ${t.motion.easing}`,
});

export const indeterminate = style({
  width: "40%",
  animation: `${slide} 1.4s ${t.motion.easing} infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "3s !important", animationIterationCount: "infinite !important" } },
});
