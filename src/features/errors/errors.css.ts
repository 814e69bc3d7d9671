import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { primaryLinkButton } from "../../../ui/theme/layout";

export const code = style({
  margin: 0,
  fontSize: "3.5rem",
  lineHeight: 1,
  fontWeight: t.fontWeight.bold,
  color: t.color.primary,
  letterSpacing: "-0.03em",
});
export const heading = style({ margin: `${t.space.lg} 0 0`, fontSize: t.fontSize.xxl, fontWeight: t.fontWeight.medium, color: t.color.text });
export const text = style({ margin: `${t.space.sm} 0 ${t.space.xl}`, color: t.color.textMuted });
export const actions = style({ display: "flex", gap: t.space.md, flexWrap: "wrap" });
export const linkButton = style(primaryLinkButton);
export const fallback = style({ fontFamily: "system-ui, sans-serif", maxWidth: "32rem", margin: "15vh auto", padding: "0 24px", color: "#1e293b" });
