import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const menu = style({ display: "flex", flexDirection: "column", gap: "1px", padding: t.space.xs, minWidth: "180px", outline: "none" });

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  minHeight: "36px",
  padding: `${t.space.xs} ${t.space.md}`,
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: t.color.hover },
    "&[data-pressed]": { background: t.color.pressed },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
    "&[data-disabled]": { color: t.color.textMuted, cursor: "not-allowed", opacity: 0.6 },
  },
});

export const danger = style({ color: t.color.danger });
export const icon = style({ display: "inline-flex", flexShrink: 0, color: t.color.textMuted, selectors: { [`${danger} &`]: { color: "inherit" } } });
export const shortcut = style({ marginLeft: "auto", paddingLeft: t.space.lg, fontSize: t.fontSize.xs, color: t.color.textMuted });
export const separator = style({ height: "1px", margin: `${t.space.xs} ${t.space.sm}`, background: t.color.border, border: "none" });
