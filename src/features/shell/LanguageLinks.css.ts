import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const nav = style({ display: "flex", gap: "2px", padding: "3px", borderRadius: t.radius.md, background: t.color.surfaceMuted });
export const link = style({
  padding: `4px ${t.space.sm}`,
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  color: t.color.textMuted,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: t.color.text },
    "&[aria-current='true']": { background: t.color.surface, color: t.color.text, boxShadow: t.shadow.sm },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" },
  },
});
