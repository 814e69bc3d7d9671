import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export { row, rowMain, rows, toolbar } from "../shell/page.css";

export const cards = style({ listStyle: "none", margin: `${t.space.md} 0 0`, padding: 0, display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" });
export const card = style({ display: "grid", gap: t.space.sm, alignContent: "start", padding: t.space.lg, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: t.color.surface });
export const cardTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const badges = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const section = style({ display: "grid", gap: t.space.sm, marginTop: t.space.md });
export const form = style({ display: "grid", gap: t.space.md, maxWidth: "48rem" });
export const grid2 = style({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
export const module = style({ display: "grid", gap: t.space.sm, padding: t.space.md, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: t.color.surface });
export const moduleTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const richText = style({ lineHeight: 1.5 });
export const more = style({ marginTop: t.space.lg, display: "flex", justifyContent: "center" });
export const material = style({ display: "grid", gap: t.space.xs, paddingTop: t.space.sm, borderTop: `1px solid ${t.color.border}` });
export const materialTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const progress = style({ maxWidth: "28rem", marginTop: t.space.sm });
export const note = style({ margin: 0, padding: t.space.md, borderRadius: t.radius.md, border: `1px solid ${t.color.border}`, background: t.color.surface, fontWeight: t.fontWeight.medium });
export const answers = style({ display: "grid", gap: t.space.xs, margin: 0 });
export const answer = style({ margin: 0, overflowWrap: "anywhere" });
export const sectionTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const cover = style({ display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: t.radius.md, background: t.color.surface });
export const coverPreview = style({ display: "block", width: "100%", maxWidth: "24rem", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: t.radius.md });
/** A section title that follows other content: space above it. */
export const sectionTitleSpaced = style([sectionTitle, { marginTop: t.space.lg }]);
