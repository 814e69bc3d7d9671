import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

/** The head of a page: title, one line of lead text, optional actions on the right. */
export const pageHeader = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: t.space.lg,
  marginBottom: t.space.xl,
});
export const pageTitle = style({ margin: 0, fontSize: t.fontSize.xxl, fontWeight: t.fontWeight.medium, letterSpacing: "-0.01em", color: t.color.text });
export const pageLead = style({ margin: `${t.space.xs} 0 0`, color: t.color.textMuted, maxWidth: "48rem" });
export const page = style({ maxWidth: "1200px", margin: "0 auto" });

// A page's list of bordered rows (a title with details on the left, actions on the right) and the toolbar above it:
// courses, certificates and codes share them.
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "flex-end" });
export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.xs });
export const row = style({
  display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: t.space.sm,
  padding: `${t.space.sm} ${t.space.md}`, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, background: t.color.surface,
});
export const rowMain = style({ display: "grid", gap: t.space.xxs, minWidth: 0 });
