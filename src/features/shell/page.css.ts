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
