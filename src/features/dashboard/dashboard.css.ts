import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { columnsFrom } from "../../../ui/theme/layout";

export const grid = style(columnsFrom("1100px", "minmax(0, 2fr) minmax(280px, 1fr)"));
export const column = style({ display: "flex", flexDirection: "column", gap: t.space.xl, minWidth: 0 });
export const sectionTitle = style({ margin: `0 0 ${t.space.md}`, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, color: t.color.text });


export const profile = style({ display: "flex", gap: t.space.lg, alignItems: "center", marginBottom: t.space.lg });
export const bigAvatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  background: t.color.primary,
  color: t.color.onPrimary,
  fontSize: t.fontSize.lg,
  fontWeight: t.fontWeight.medium,
  flex: "none",
});
export const name = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const facts = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: `${t.space.sm} ${t.space.lg}`, margin: 0, fontSize: t.fontSize.sm });
export const factTerm = style({ color: t.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const notice = style({ marginBottom: t.space.xl });
export const bigAvatarImage = style({ width: "100%", height: "100%", objectFit: "cover", borderRadius: "50%", display: "block" });
export const profileLink = style({
  color: t.color.link,
  fontWeight: t.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  borderRadius: t.radius.sm,
  selectors: { "&:hover": { color: t.color.linkHover } },
});

export const workList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const workItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: t.space.md,
  padding: `${t.space.sm} 0`,
  borderTop: `1px solid ${t.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
});
export const workText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });
export const workLink = style({
  color: t.color.link,
  fontWeight: t.fontWeight.medium,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { textDecoration: "underline" }, "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" } },
});
export const workMeta = style({ fontSize: t.fontSize.xs, color: t.color.textMuted });
export const emptyLine = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted });
