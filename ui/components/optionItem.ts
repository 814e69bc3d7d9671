// The row of a popover list, shared by ListBox (Select, ComboBox) and Menu so both lists look and respond alike.
import type { StyleRule } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

/** `states` sit between hover and disabled, in cascade order (later wins). */
export const optionItem = (padding: string, states: NonNullable<StyleRule["selectors"]>): StyleRule => ({
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  minHeight: "36px",
  padding,
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: t.color.hover },
    ...states,
    "&[data-disabled]": { color: t.color.textMuted, cursor: "not-allowed", opacity: 0.6 },
  },
});

export const focusInset = { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` };
