import { style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

// [data-demo] lets the gallery show hover and focus looks statically.
const hover = "&[data-hovered], &[data-demo='hover']";

export const base = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: t.space.sm,
  border: "1px solid transparent",
  borderRadius: t.radius.md,
  fontFamily: "inherit",
  fontWeight: t.fontWeight.medium,
  lineHeight: 1,
  whiteSpace: "nowrap",
  textDecoration: "none",
  userSelect: "none",
  cursor: "pointer",
  outline: "none",
  transition: `background-color ${t.motion.fast} ${t.motion.easing}, border-color ${t.motion.fast} ${t.motion.easing}, color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}`,
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-focus-visible], &[data-demo='focus']": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    "&[data-pressed]": { transform: "translateY(0.5px)" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.45, boxShadow: "none" },
    "&[data-pending]": { cursor: "progress" },
  },
});

export const variant = styleVariants({
  primary: {
    background: t.color.primary,
    color: t.color.onPrimary,
    boxShadow: t.shadow.sm,
    selectors: { [hover]: { background: t.color.primaryHover, color: t.color.onPrimaryHover } },
  },
  secondary: {
    background: t.color.surface,
    color: t.color.secondaryText,
    borderColor: t.color.border,
    boxShadow: t.shadow.sm,
    selectors: { [hover]: { background: t.color.surfaceMuted, borderColor: t.color.controlHover } },
  },
  ghost: {
    background: "transparent",
    color: t.color.text,
    selectors: { [hover]: { background: t.color.hover }, "&[data-pressed]": { background: t.color.pressed } },
  },
  danger: {
    background: t.color.danger,
    color: t.color.onDanger,
    boxShadow: t.shadow.sm,
    selectors: { [hover]: { background: t.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { height: "32px", padding: `0 ${t.space.md}`, fontSize: t.fontSize.sm },
  md: { height: "40px", padding: `0 ${t.space.lg}`, fontSize: t.fontSize.sm },
  lg: { height: "48px", padding: `0 ${t.space.xl}`, fontSize: t.fontSize.md },
});

export const iconOnly = styleVariants({
  sm: { width: "32px", padding: 0 },
  md: { width: "40px", padding: 0 },
  lg: { width: "48px", padding: 0 },
});

export const label = style({ display: "inline-flex", alignItems: "center", gap: t.space.sm });
export const labelHidden = style({ opacity: 0 });
export const spinner = style({ position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" });
