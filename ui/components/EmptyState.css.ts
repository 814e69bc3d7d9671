import { style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

// Shared by EmptyState and ErrorState.
export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: t.space.sm,
  padding: `${t.space.xxl} ${t.space.xl}`,
  maxWidth: "440px",
  marginInline: "auto",
});

export const iconWrap = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  marginBottom: t.space.sm,
  borderRadius: "50%",
});

export const iconTone = styleVariants({
  neutral: { background: t.color.surfaceMuted, color: t.color.textMuted },
  danger: { background: t.color.dangerSoft, color: t.color.dangerText },
});

export const title = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, color: t.color.text, lineHeight: t.lineHeight.tight });
export const description = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted, lineHeight: t.lineHeight.normal });
export const action = style({ marginTop: t.space.md, display: "flex", gap: t.space.sm, flexWrap: "wrap", justifyContent: "center" });
