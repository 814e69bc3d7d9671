import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: t.space.xs,
  margin: `0 0 ${t.space.xs}`,
  padding: 0,
  listStyle: "none",
  fontSize: t.fontSize.sm,
  color: t.color.textMuted,
});
export const item = style({ display: "inline-flex", alignItems: "center", gap: t.space.xs, minWidth: 0 });
export const sep = style({ display: "inline-flex", color: t.color.textMuted });
export const current = style({ color: t.color.text, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxWidth: "40ch" });
