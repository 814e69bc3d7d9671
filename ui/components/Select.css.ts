import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const trigger = style({
  justifyContent: "space-between",
  gap: t.space.sm,
  padding: `0 ${t.space.sm} 0 ${t.space.md}`,
  fontSize: t.fontSize.md,
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&[data-pressed]": { borderColor: t.color.focusRing } },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: t.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: t.color.textMuted });
