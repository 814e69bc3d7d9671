import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  background: t.color.card,
  color: t.color.text,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.sm,
  minWidth: 0,
});

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: t.space.md, padding: `${t.space.xl} ${t.space.xl} 0` });
export const titles = style({ display: "flex", flexDirection: "column", gap: t.space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, lineHeight: t.lineHeight.tight });
export const description = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted });
export const actions = style({ display: "flex", gap: t.space.sm, flexShrink: 0 });
export const body = style({ padding: t.space.xl, flex: 1 });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: t.space.sm,
  padding: `${t.space.md} ${t.space.xl}`,
  borderTop: `1px solid ${t.color.border}`,
});
