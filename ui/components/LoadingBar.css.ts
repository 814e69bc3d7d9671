import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const root = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 300,
  height: "3px",
  pointerEvents: "none",
  transition: `opacity ${t.motion.normal} ${t.motion.easing} 200ms`,
});

export const inline = style({ position: "relative", zIndex: "auto", background: t.color.track, borderRadius: t.radius.pill, overflow: "hidden" });
export const done = style({ opacity: 0 });

export const fill = style({
  height: "100%",
  background: t.color.accent,
  boxShadow: `0 0 8px ${t.color.accent}`,
  borderRadius: `0 ${t.radius.pill} ${t.radius.pill} 0`,
  transition: `width ${t.motion.normal} ${t.motion.easing}`,
});
