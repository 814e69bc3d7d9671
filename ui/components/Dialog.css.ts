import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: "translateY(8px) scale(0.98)" }, to: { opacity: 1, transform: "none" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: t.space.lg,
  background: t.color.overlay,
  selectors: {
    "&[data-entering]": { animation: `${fade} ${t.motion.normal} ${t.motion.easing}` },
    "&[data-exiting]": { animation: `${fade} ${t.motion.fast} ${t.motion.easing} reverse` },
  },
});

export const modal = style({
  width: "100%",
  maxHeight: "calc(100dvh - 32px)",
  display: "flex",
  flexDirection: "column",
  background: t.color.surfaceRaised,
  color: t.color.text,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.lg,
  overflow: "hidden",
  outline: "none",
  selectors: { "&[data-entering]": { animation: `${rise} ${t.motion.normal} ${t.motion.easing}` } },
});

export const size = styleVariants({ sm: { maxWidth: "400px" }, md: { maxWidth: "560px" }, lg: { maxWidth: "800px" } });

export const dialog = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1, outline: "none" });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: t.space.md,
  padding: `${t.space.xl} ${t.space.xl} ${t.space.sm}`,
});

export const title = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, lineHeight: t.lineHeight.tight, paddingTop: t.space.xs });

export const body = style({ padding: `${t.space.sm} ${t.space.xl}`, overflow: "auto", fontSize: t.fontSize.sm, color: t.color.textMuted, lineHeight: t.lineHeight.normal });

export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: t.space.sm,
  padding: `${t.space.lg} ${t.space.xl} ${t.space.xl}`,
});

export const close = style({ marginTop: "-4px", marginRight: "-8px", color: t.color.textMuted });
