import { style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  height: "22px",
  padding: `0 ${t.space.sm}`,
  borderRadius: t.radius.pill,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  lineHeight: 1,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  neutral: { background: t.color.surfaceMuted, color: t.color.textMuted, boxShadow: `inset 0 0 0 1px ${t.color.border}` },
  primary: { background: t.color.primarySoft, color: t.color.onPrimarySoft },
  success: { background: t.color.successSoft, color: t.color.successText },
  warning: { background: t.color.warningSoft, color: t.color.warningText },
  danger: { background: t.color.dangerSoft, color: t.color.dangerText },
  info: { background: t.color.infoSoft, color: t.color.infoText },
});

export const dot = style({ width: "6px", height: "6px", borderRadius: "50%", background: "currentColor", flexShrink: 0 });
