import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: t.space.sm,
  padding: t.space.xl,
  border: `2px dashed ${t.color.control}`,
  borderRadius: t.radius.lg,
  background: t.color.surface,
  color: t.color.textMuted,
  textAlign: "center",
  fontSize: t.fontSize.sm,
  outline: "none",
  selectors: {
    "&[data-drop-target]": { borderColor: t.color.focusRing, background: t.color.primarySoft, color: t.color.text },
    "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { opacity: 0.6 },
  },
});
export const icon = style({ color: t.color.textMuted });
