import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const category = style({ marginTop: t.space.lg });
export const categoryTitle = style({ margin: `0 0 ${t.space.sm}`, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, display: "flex", alignItems: "center", gap: t.space.xs });
/** A page title led by its category's colour (the category page). */
export const titleWithSwatch = style({ display: "flex", alignItems: "center", gap: t.space.sm });
export const swatch = style({ width: "10px", height: "10px", borderRadius: "50%", display: "inline-block" });
export const cards = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" });
export const card = style({ display: "grid", gap: t.space.sm, padding: t.space.lg, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: t.color.surface });
export const cardTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const counts = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const timeline = style({ listStyle: "none", margin: `${t.space.md} 0 0`, padding: 0, display: "grid", gap: t.space.xs });
export const step = style({
  display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: t.space.sm,
  padding: `${t.space.sm} ${t.space.md}`, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, background: t.color.surface,
});
export const stepMain = style({ display: "grid", gap: t.space.xxs, minWidth: 0 });
export const contacts = style({ listStyle: "none", margin: `${t.space.md} 0 0`, padding: 0, display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" });
export const task = style({ maxWidth: "48rem", display: "grid", gap: t.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
export const reason = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const upload = style({ display: "grid", gap: t.space.sm, margin: 0, padding: t.space.md, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md });
export const uploadTitle = style({ padding: `0 ${t.space.xs}`, fontWeight: t.fontWeight.medium });
export const uploadList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.xs });
export const uploadItem = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: t.space.sm });
export const uploadProgress = style({ flex: "1 1 12rem" });
