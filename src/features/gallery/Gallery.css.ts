import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const page = style({
  maxWidth: "1160px",
  margin: "0 auto",
  padding: `${t.space.xxl} ${t.space.xl} ${t.space.xxxl}`,
  display: "flex",
  flexDirection: "column",
  gap: t.space.xxxl,
  color: t.color.text,
});

export const intro = style({ display: "flex", flexDirection: "column", gap: t.space.sm });
export const h1 = style({ margin: 0, fontSize: t.fontSize.xxl, fontWeight: t.fontWeight.medium, letterSpacing: "-0.01em" });
export const lead = style({ margin: 0, maxWidth: "680px", color: t.color.textMuted, fontSize: t.fontSize.md });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.lg}`, marginTop: t.space.sm, padding: 0, listStyle: "none", fontSize: t.fontSize.sm });

export const section = style({ display: "flex", flexDirection: "column", gap: t.space.xl, scrollMarginTop: t.space.xl });
export const h2 = style({
  margin: 0,
  paddingBottom: t.space.md,
  borderBottom: `1px solid ${t.color.border}`,
  fontSize: t.fontSize.xl,
  fontWeight: t.fontWeight.medium,
});

export const group = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const h3 = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, color: t.color.text });
export const note = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted, maxWidth: "720px" });

export const panel = style({
  background: t.color.card,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  padding: t.space.xl,
});

export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(240px, 100%), 1fr))", gap: `${t.space.xl} ${t.space.xl}`, alignItems: "start" });
export const wide = style({ gridTemplateColumns: "repeat(auto-fill, minmax(min(340px, 100%), 1fr))" });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: t.space.md });

export const specimen = style({ display: "flex", flexDirection: "column", gap: t.space.sm, minWidth: 0 });
export const caption = style({
  margin: 0,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: t.color.textMuted,
});

export const swatches = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(150px, 100%), 1fr))", gap: t.space.md });
export const swatch = style({ display: "flex", alignItems: "center", gap: t.space.sm, minWidth: 0, fontSize: t.fontSize.xs });
export const chip = style({ width: "32px", height: "32px", flexShrink: 0, borderRadius: t.radius.sm, boxShadow: `inset 0 0 0 1px ${t.color.border}` });
export const swatchName = style({ display: "flex", flexDirection: "column", minWidth: 0, overflow: "hidden" });
export const code = style({ fontFamily: t.font.mono, color: t.color.textMuted, fontSize: t.fontSize.xs });

export const fontSample = style({ margin: 0, fontSize: t.fontSize.lg });
export const scoped = style({ background: t.color.area, color: t.color.text, borderRadius: t.radius.md, padding: t.space.lg, display: "flex", flexDirection: "column", gap: t.space.md });
export const narrow = style({ maxWidth: "360px" });
export const treeBox = style({ background: t.color.card, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, padding: t.space.xs, maxWidth: "360px" });
export const stack = style({ display: "flex", flexDirection: "column", gap: t.space.lg, color: t.color.text });
export const dialogText = style({ margin: 0, color: t.color.textMuted });
