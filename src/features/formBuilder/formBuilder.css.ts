import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: t.space.lg, minWidth: 0 });
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.md });
export const item = style({
  display: "flex",
  gap: t.space.sm,
  padding: t.space.md,
  background: t.color.card,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  minWidth: 0,
  selectors: { "&[data-dragging='true']": { boxShadow: t.shadow.md, opacity: 0.85, position: "relative", zIndex: 1 } },
});
export const handle = style({
  cursor: "grab",
  alignSelf: "flex-start",
  minWidth: "32px",
  minHeight: "32px",
  border: "none",
  background: "transparent",
  color: t.color.textMuted,
  borderRadius: t.radius.sm,
  fontSize: t.fontSize.lg,
  lineHeight: 1,
  touchAction: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" } },
});
export const body = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: t.space.md });
export const head = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.sm, flexWrap: "wrap" });
export const kindLabel = style({ margin: 0, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.textMuted });
export const actions = style({ display: "flex", gap: t.space.xs, flexWrap: "wrap" });
export const fields = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(220px, 100%), 1fr))", gap: t.space.md, alignItems: "start" });
export const flags = style({ display: "flex", flexWrap: "wrap", gap: `${t.space.sm} ${t.space.lg}` });
export const options = style({ border: "none", padding: 0, margin: 0, minWidth: 0, display: "flex", flexDirection: "column", gap: t.space.sm });
export const legend = style({ padding: 0, marginBottom: t.space.xs, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text });
export const option = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: t.space.sm });
export const optionText = style({ flex: "1 1 200px", minWidth: 0 });
export const error = style({ margin: 0, color: t.color.dangerText, fontSize: t.fontSize.sm });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const empty = style({ margin: 0, padding: t.space.lg, color: t.color.textMuted, border: `1px dashed ${t.color.border}`, borderRadius: t.radius.lg });
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });

export const view = style({ display: "flex", flexDirection: "column", gap: t.space.lg, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const question = style({ display: "flex", flexDirection: "column", gap: t.space.sm, minWidth: 0 });
export const verdict = style({ margin: 0, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium });
export const right = style({ color: t.color.successText });
export const wrong = style({ color: t.color.dangerText });
export const image = style({ maxWidth: "100%", height: "auto", borderRadius: t.radius.md });
export const sortList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const sortItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: t.space.sm,
  padding: `${t.space.xs} ${t.space.sm}`,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
});
export const markdown = style({ whiteSpace: "pre-wrap", margin: 0 });
