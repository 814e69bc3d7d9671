import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const cards = style({ listStyle: "none", margin: `${t.space.lg} 0 0`, padding: 0, display: "grid", gap: t.space.md });
export const card = style({
  display: "grid",
  gap: t.space.xs,
  padding: t.space.lg,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  background: t.color.surface,
  "@media": { "screen and (min-width: 720px)": { gridTemplateColumns: "1fr" } },
});
export const cardTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const meta = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: t.space.sm, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const excerpt = style({ margin: 0, color: t.color.text });
export const tags = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const cover = style({ width: "100%", maxHeight: "320px", objectFit: "cover", borderRadius: t.radius.md });
export const more = style({ marginTop: t.space.lg, display: "flex", justifyContent: "center" });
export const article = style({ maxWidth: "48rem", display: "grid", gap: t.space.md });
export const back = style({ marginBottom: t.space.md, display: "inline-block" });
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "flex-end", margin: `${t.space.md} 0` });
export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.xs });
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: t.space.sm,
  padding: `${t.space.sm} ${t.space.md}`,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  background: t.color.surface,
});
export const rowMain = style({ display: "grid", gap: t.space.xxs, minWidth: 0 });
export const rowActions = style({ display: "flex", gap: t.space.xs });
export const form = style({ display: "grid", gap: t.space.md, maxWidth: "48rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm });
export const sectionTitle = style({ margin: 0, display: "flex", alignItems: "center", gap: t.space.sm, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const publishRow = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "flex-end" });
export const section = style({ display: "grid", gap: t.space.sm, marginTop: t.space.md });
export const summary = style({ margin: 0, fontSize: t.fontSize.lg });
