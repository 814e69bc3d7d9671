import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const choices = style({ border: "none", padding: 0, margin: 0, minWidth: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const legend = style({ padding: 0, marginBottom: t.space.xs, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text });
export const choiceList = style({ display: "flex", flexDirection: "column", gap: t.space.xs, maxHeight: "200px", overflowY: "auto" });
export const range = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: t.space.sm });
export const muted = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });
export const error = style({ margin: 0, color: t.color.dangerText, fontSize: t.fontSize.sm });
export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))", gap: t.space.md, alignItems: "start" });
export const group = style({ border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, padding: t.space.lg, margin: 0, minWidth: 0 });
export const groupTitle = style({ padding: `0 ${t.space.xs}`, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, color: t.color.text });
export const summary = style({ cursor: "pointer", fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, color: t.color.text, marginBottom: t.space.md });
export const stack = style({ display: "flex", flexDirection: "column", gap: t.space.lg });
export const actions = style({ display: "flex", gap: t.space.sm, justifyContent: "flex-end", flexWrap: "wrap" });
export const badges = style({ display: "flex", gap: t.space.xs, flexWrap: "wrap" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const listItem = style({
  display: "flex", alignItems: "center", gap: t.space.md, padding: `${t.space.sm} ${t.space.md}`, background: t.color.surface,
  border: `1px solid ${t.color.border}`, borderRadius: t.radius.md,
  selectors: { "&[data-dragging='true']": { boxShadow: t.shadow.md, opacity: 0.9 } },
});
export const handle = style({
  cursor: "grab", border: "none", background: "transparent", color: t.color.textMuted, padding: t.space.xs, borderRadius: t.radius.sm,
  fontSize: t.fontSize.lg, lineHeight: 1,
  selectors: { "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" } },
});
export const itemMain = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });
export const itemTitle = style({ fontWeight: t.fontWeight.medium, color: t.color.text, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const itemMeta = style({ fontSize: t.fontSize.sm, color: t.color.textMuted });
export const twoCols = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))", gap: t.space.md, alignItems: "start" });
export const flags = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: t.space.sm });
export const sectionTitle = style({ margin: `${t.space.sm} 0 0`, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });
export const rowLine = style({ display: "flex", alignItems: "center", gap: t.space.md, flexWrap: "wrap", width: "100%" });
export const panel = style({ paddingTop: t.space.lg });
export const previewModes = style({ marginBottom: t.space.lg });
export const back = style({
  display: "inline-block", marginBottom: t.space.xs, fontSize: t.fontSize.sm, color: t.color.link, textDecoration: "none",
  selectors: { "&:hover": { color: t.color.linkHover, textDecoration: "underline" } },
});
export const advanced = style({
  display: "flex",
  flexDirection: "column",
  gap: t.space.md,
  padding: t.space.md,
  border: `1px dashed ${t.color.border}`,
  borderRadius: t.radius.md,
});
export const advancedSummary = style({
  cursor: "pointer",
  fontWeight: t.fontWeight.medium,
  color: t.color.text,
  selectors: { "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" } },
});
export const advancedLead = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted });
