import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const dateInput = style({ display: "flex", alignItems: "center", flex: 1, minWidth: 0, padding: `0 ${t.space.md}`, fontSize: t.fontSize.md, fontVariantNumeric: "tabular-nums" });

export const segment = style({
  padding: "0 1px",
  borderRadius: "3px",
  color: t.color.text,
  outline: "none",
  caretColor: "transparent",
  selectors: {
    "&[data-type=literal]": { color: t.color.textMuted, padding: "0 1px" },
    "&[data-placeholder]": { color: t.color.textMuted },
    "&[data-focused]": { background: t.color.primary, color: t.color.onPrimary },
    "&[data-invalid]:not([data-focused])": { color: t.color.danger },
  },
});

export const dialog = style({ outline: "none" });
