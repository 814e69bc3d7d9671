import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export { row, rowMain, rows, toolbar } from "../shell/page.css";

export const section = style({ display: "grid", gap: t.space.sm, marginTop: t.space.md });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const form = style({ display: "grid", gap: t.space.md, maxWidth: "48rem" });
export const grid2 = style({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
export const more = style({ marginTop: t.space.lg, display: "flex", justifyContent: "center" });
export const card = style({ display: "grid", gap: t.space.sm, maxWidth: "36rem", padding: t.space.lg, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: t.color.surface });
export const sectionTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const hint = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm, maxWidth: "48rem" });
