import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { columnsFrom, iconLink } from "../../../ui/theme/layout";

export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xxxl });
export const stack = style({ display: "flex", flexDirection: "column", gap: t.space.lg, minWidth: 0 });
export const stackLg = style({ display: "flex", flexDirection: "column", gap: t.space.xl, minWidth: 0 });
export const row = style({ display: "flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap" });
export const rowBetween = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.md, flexWrap: "wrap" });
export const muted = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });
export const small = style({ fontSize: t.fontSize.xs, color: t.color.textMuted });
export const strong = style({ fontWeight: t.fontWeight.medium });
export const prewrap = style({ whiteSpace: "pre-wrap", margin: 0, overflowWrap: "anywhere" });

/** Main column and an aside (history) on wide screens. */
export const split = style(columnsFrom("1100px", "minmax(0, 1fr) 340px"));

export const backLink = style({ ...iconLink, marginBottom: t.space.sm });
export const tableLink = style({
  color: t.color.link,
  fontWeight: t.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { color: t.color.linkHover, textDecoration: "underline" } },
});
export const meta = style({ display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.lg}`, alignItems: "center", color: t.color.textMuted, fontSize: t.fontSize.sm, marginTop: t.space.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center" });
/** A disabled lifecycle button with the machine's reason beside it. */
export const refusedCommand = style({ display: "inline-flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap" });

/** A definition list of facts: label above value, in a responsive grid. */
export const facts = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: t.space.lg, margin: 0 });
export const factLabel = style({ fontSize: t.fontSize.xs, color: t.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em", marginBottom: t.space.xs });
export const factValue = style({ margin: 0, fontSize: t.fontSize.sm });

export const tabs = style({ marginTop: t.space.lg });
export const panel = style({ paddingTop: t.space.xl });

/** Stat tiles (progress by status). */
export const stats = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: t.space.md });
export const stat = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: t.space.xs,
  padding: t.space.lg,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  background: t.color.surface,
});
export const statValue = style({ fontSize: t.fontSize.xl, fontWeight: t.fontWeight.medium, color: t.color.text });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const listItem = style({
  padding: `${t.space.md} 0`,
  borderTop: `1px solid ${t.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
});
export const formGrid = style({
  display: "grid",
  gap: t.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 720px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const full = style({ gridColumn: "1 / -1" });
export const error = style({ color: t.color.dangerText, fontSize: t.fontSize.sm, margin: 0 });
export const ok = style({ color: t.color.successText, fontSize: t.fontSize.sm, margin: 0 });
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", padding: 0, margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 });
