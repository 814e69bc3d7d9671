import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

export { panel } from "../../lists/lists.css";
export const note = style({
  display: "flex",
  gap: t.space.sm,
  alignItems: "flex-start",
  margin: 0,
  padding: `${t.space.sm} ${t.space.md}`,
  borderRadius: t.radius.md,
  background: t.color.surfaceMuted,
  color: t.color.text,
  fontSize: t.fontSize.sm,
});
export const addRow = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const picker = style({ flex: "1 1 260px", maxWidth: "420px" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 180px auto auto",
  gap: t.space.md,
  alignItems: "center",
  padding: `${t.space.sm} 0`,
  borderTop: `1px solid ${t.color.border}`,
  "@media": { "screen and (max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});
export const name = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", color: t.color.text, display: "flex", gap: t.space.sm, alignItems: "center" });
export const empty = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm, padding: `${t.space.md} 0` });
export const bar = style({ display: "flex", gap: t.space.sm, alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", marginTop: t.space.lg });
export const error = style({ color: t.color.dangerText, margin: 0, marginRight: "auto" });
export const legend = style({ margin: 0, paddingLeft: t.space.lg, color: t.color.textMuted, fontSize: t.fontSize.sm, display: "flex", flexDirection: "column", gap: t.space.xxs });
