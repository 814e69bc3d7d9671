import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const toolbar = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap", marginBottom: t.space.lg });
export const search = style({ width: "min(360px, 100%)" });
export const spacer = style({ flex: 1 });
export const count = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, minHeight: "1.25rem" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.lg });
export const category = style({
  background: t.color.surface,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  padding: t.space.lg,
});
export const dragging = style({ opacity: 0.6, position: "relative", zIndex: 1 });
export const categoryHead = style({ display: "flex", alignItems: "center", gap: t.space.sm, marginBottom: t.space.sm, flexWrap: "wrap" });
export const categoryTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, color: t.color.text, flex: 1, minWidth: "10rem" });
export const questions = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const question = style({ borderTop: `1px solid ${t.color.border}`, selectors: { "&:first-child": { borderTop: "none" } } });
export const questionRow = style({ display: "flex", alignItems: "center", gap: t.space.xs });
export const questionHeading = style({ margin: 0, flex: 1, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const trigger = style({
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  width: "100%",
  minHeight: "44px",
  padding: `${t.space.sm} ${t.space.xs}`,
  cursor: "pointer",
  color: t.color.text,
  borderRadius: t.radius.sm,
  selectors: {
    "&:hover": { background: t.color.hover },
    "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
  },
});
export const chevron = style({ flexShrink: 0, transition: "transform 150ms", selectors: { "[aria-expanded=true] > &": { transform: "rotate(90deg)" } } });
export const panel = style({ padding: `0 ${t.space.xs} ${t.space.md} calc(${t.space.xs} + 24px)`, color: t.color.text });
export const handle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  flexShrink: 0,
  border: "none",
  borderRadius: t.radius.sm,
  background: "transparent",
  color: t.color.textMuted,
  cursor: "grab",
  touchAction: "none",
  selectors: { "&:hover": { background: t.color.hover, color: t.color.text } },
});
export const actions = style({ display: "flex", gap: t.space.xxs, flexShrink: 0 });
export const empty = style({ color: t.color.textMuted, margin: `${t.space.xs} 0` });
export const fields = style({ display: "flex", flexDirection: "column", gap: t.space.md });
