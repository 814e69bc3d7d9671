import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const listBox = style({ display: "flex", flexDirection: "column", gap: "1px", padding: t.space.xs, outline: "none", maxHeight: "320px", overflow: "auto" });

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  minHeight: "36px",
  padding: `${t.space.xs} ${t.space.sm} ${t.space.xs} ${t.space.md}`,
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: t.color.hover },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
    "&[data-selected]": { background: t.color.primarySoft, color: t.color.onPrimarySoft, fontWeight: t.fontWeight.medium },
    "&[data-disabled]": { color: t.color.textMuted, cursor: "not-allowed", opacity: 0.6 },
  },
});

export const itemText = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const check = style({ flexShrink: 0, color: t.color.onPrimarySoft });
export const empty = style({ padding: t.space.md, fontSize: t.fontSize.sm, color: t.color.textMuted });
