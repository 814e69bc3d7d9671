import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const layout = style({ display: "flex", gap: t.space.lg, alignItems: "stretch", flexWrap: "wrap" });
export const contents = style({
  flex: "0 0 16rem", background: t.color.surface, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, padding: t.space.md,
  alignSelf: "flex-start",
});
export const contentsTitle = style({ margin: 0, marginBottom: t.space.sm, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const items = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const heading = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, padding: `${t.space.xs} 0` });
export const stage = style({ flex: "1 1 32rem", display: "flex", flexDirection: "column", gap: t.space.sm, minWidth: 0 });
export const frame = style({
  width: "100%", height: "70vh", minHeight: "420px", border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: "#fff",
});
export const bar = style({ display: "flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap" });
export const note = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, flex: 1 });
