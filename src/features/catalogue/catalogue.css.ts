import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const fieldset = style({ border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, padding: t.space.md, margin: 0, minWidth: 0 });
export const legend = style({ padding: `0 ${t.space.xs}`, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text });
export const langGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: t.space.sm });
export const colorRow = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end" });
export const grow = style({ flex: 1, minWidth: 0 });
export const swatch = style({
  width: "40px", height: "40px", flex: "none", borderRadius: t.radius.md, border: `1px solid ${t.color.border}`, marginBottom: "2px",
});
export const dot = style({ display: "inline-block", width: "12px", height: "12px", borderRadius: "50%", border: `1px solid ${t.color.border}`, verticalAlign: "middle", marginRight: t.space.xs });
export const toolbar = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap", justifyContent: "space-between", width: "100%" });
export const tabs = style({ display: "flex", gap: t.space.xs, flexWrap: "wrap", marginBottom: t.space.lg, borderBottom: `1px solid ${t.color.border}` });
export const tab = style({
  padding: `${t.space.sm} ${t.space.md}`, color: t.color.textMuted, textDecoration: "none", borderBottom: "2px solid transparent", marginBottom: "-1px",
  fontSize: t.fontSize.sm,
  selectors: { "&[aria-current='page']": { color: t.color.text, borderBottomColor: t.color.accent, fontWeight: t.fontWeight.medium }, "&:hover": { color: t.color.text } },
});
export const hub = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: t.space.md });
export const hubCard = style({
  display: "block", padding: t.space.lg, borderRadius: t.radius.lg, background: t.color.surface, border: `1px solid ${t.color.border}`,
  color: t.color.text, textDecoration: "none",
  selectors: { "&:hover": { borderColor: t.color.accent }, "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" } },
});
export const hubTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const hubLead = style({ margin: `${t.space.xs} 0 0`, fontSize: t.fontSize.sm, color: t.color.textMuted });
export const rowActions = style({ display: "flex", gap: t.space.xs, justifyContent: "flex-end" });
export const pushLeft = style({ marginRight: "auto" });
