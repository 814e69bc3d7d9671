import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const dateInput = style({ display: "flex", alignItems: "center", flex: 1, minWidth: 0, padding: `0 ${t.space.md}`, fontSize: t.fontSize.md, fontVariantNumeric: "tabular-nums" });

// Each editable segment is a touch target of at least 24 × 24 px (WCAG 2.2 target size): a one-digit hour beside
// its separators is otherwise a few pixels wide.
export const segment = style({
  display: "inline-block",
  minWidth: "24px",
  lineHeight: "24px",
  textAlign: "center",
  padding: "0 1px",
  borderRadius: "3px",
  color: t.color.text,
  outline: "none",
  caretColor: "transparent",
  selectors: {
    "&[data-type=literal]": { color: t.color.textMuted, padding: "0 1px", minWidth: 0 },
    "&[data-placeholder]": { color: t.color.textMuted },
    "&[data-focused]": { background: t.color.primary, color: t.color.onPrimary },
    "&[data-invalid]:not([data-focused])": { color: t.color.danger },
  },
});

export const dialog = style({ outline: "none" });
