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
