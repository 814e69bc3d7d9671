import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const row = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const grow = style({ flex: "1 1 180px", minWidth: "160px" });
export const conditionRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(160px, 1.2fr) minmax(140px, 1fr) minmax(160px, 1.4fr) auto",
  gap: t.space.sm,
  alignItems: "end",
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: t.space.md,
  padding: t.space.lg,
  background: t.color.surface,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
});
export const panelHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.md, flexWrap: "wrap" });
export const panelTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, color: t.color.text });
export const actions = style({ display: "flex", gap: t.space.sm, flexWrap: "wrap", alignItems: "center" });
export const muted = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });
export const search = style({ width: "min(320px, 100%)" });
export const personValue = style({ display: "flex", flexDirection: "column", gap: t.space.xs, minWidth: 0 });
export const personList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const personChip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.xs,
  padding: `0 0 0 ${t.space.sm}`,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  background: t.color.surface,
  fontSize: t.fontSize.sm,
});
export const fieldError = style({ margin: 0, fontSize: t.fontSize.xs, color: t.color.danger });
