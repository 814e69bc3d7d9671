import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export { row, rowMain, rows, toolbar } from "../shell/page.css";

export const section = style({ display: "grid", gap: t.space.md, marginTop: t.space.md });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const code = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", letterSpacing: "0.05em" });
export const form = style({ display: "grid", gap: t.space.md });
export const grid2 = style({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
export const more = style({ marginTop: t.space.lg, display: "flex", justifyContent: "center" });
