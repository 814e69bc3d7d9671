import { createVar, fallbackVar, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

const enter = keyframes({ from: { opacity: 0, transform: "translateY(8px)" }, to: { opacity: 1, transform: "none" } });

/** How far from the left edge the region sits: a layout with a fixed column on the left (the app's side menu) sets it. */
export const snackbarInset = createVar();

export const region = style({
  position: "fixed",
  left: fallbackVar(snackbarInset, t.space.xl),
  bottom: t.space.xl,
  zIndex: 200,
  display: "flex",
  flexDirection: "column-reverse",
  gap: t.space.sm,
  width: "min(420px, calc(100vw - 32px))",
  pointerEvents: "none",
  "@media": { "(max-width: 480px)": { left: t.space.lg, bottom: t.space.lg } },
});

export const inline = style({ position: "static", width: "100%", maxWidth: "420px" });

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: t.space.md,
  padding: `${t.space.md} ${t.space.sm} ${t.space.md} ${t.space.lg}`,
  borderRadius: t.radius.md,
  border: "1px solid transparent",
  boxShadow: t.shadow.md,
  fontSize: t.fontSize.sm,
  lineHeight: t.lineHeight.normal,
  pointerEvents: "auto",
  animation: `${enter} ${t.motion.normal} ${t.motion.easing}`,
});

export const variant = styleVariants({
  success: { background: t.color.successSoft, color: t.color.successText, borderColor: t.color.success },
  error: { background: t.color.dangerSoft, color: t.color.dangerText, borderColor: t.color.danger },
  warning: { background: t.color.warningSoft, color: t.color.warningText, borderColor: t.color.warning },
  info: { background: t.color.infoSoft, color: t.color.infoText, borderColor: t.color.info },
});

export const icon = style({ display: "inline-flex", flexShrink: 0, paddingTop: "2px" });
export const message = style({ flex: 1, minWidth: 0, paddingTop: "1px", overflowWrap: "anywhere" });
export const actions = style({ display: "flex", alignItems: "center", gap: t.space.xxs, marginTop: "-5px", marginBottom: "-5px" });

export const action = style({ color: "inherit", fontWeight: t.fontWeight.bold, selectors: { "&[data-hovered]": { background: t.color.hover } } });
export const close = style({ color: "inherit" });
