import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const calendar = style({ padding: t.space.md, width: "fit-content" });

export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.sm, marginBottom: t.space.sm });
export const heading = style({ margin: 0, flex: 1, textAlign: "center", fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, textTransform: "capitalize" });

export const grid = style({ borderCollapse: "collapse", borderSpacing: 0 });
export const headerCell = style({ paddingBottom: t.space.xs, fontSize: t.fontSize.xs, fontWeight: t.fontWeight.medium, color: t.color.textMuted, textAlign: "center" });

export const cell = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  margin: "1px",
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-outside-month]": { display: "none" },
    "&[data-hovered]": { background: t.color.hover },
    "&[data-pressed]": { background: t.color.pressed },
    "&[data-selected]": { background: t.color.primary, color: t.color.onPrimary, fontWeight: t.fontWeight.medium },
    "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" },
    "&[data-disabled], &[data-unavailable]": { color: t.color.textMuted, opacity: 0.5, cursor: "default" },
    "&[data-unavailable]": { textDecoration: "line-through" },
    "&[data-invalid][data-selected]": { background: t.color.danger, color: t.color.onDanger },
  },
});

export const today = style({ boxShadow: `inset 0 0 0 1px ${t.color.control}` });
