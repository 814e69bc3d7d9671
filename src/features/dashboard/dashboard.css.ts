import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { columnsFrom } from "../../../ui/theme/layout";

export const grid = style(columnsFrom("1100px", "minmax(0, 2fr) minmax(280px, 1fr)"));
export const column = style({ display: "flex", flexDirection: "column", gap: t.space.xl, minWidth: 0 });
export const sectionTitle = style({ margin: `0 0 ${t.space.md}`, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium, color: t.color.text });

export const tiles = style({ display: "grid", gap: t.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" });
export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: t.space.sm,
  padding: t.space.xl,
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  color: t.color.text,
  textDecoration: "none",
  boxShadow: t.shadow.sm,
  transition: `box-shadow ${t.motion.fast} ${t.motion.easing}, border-color ${t.motion.fast} ${t.motion.easing}, transform ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    "&:hover": { boxShadow: t.shadow.md, borderColor: t.color.controlHover, transform: "translateY(-1px)" },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
  },
});
export const tileIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: t.radius.md,
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
});
export const tileTitle = style({ fontWeight: t.fontWeight.medium, fontSize: t.fontSize.md });
export const tileText = style({ fontSize: t.fontSize.sm, color: t.color.textMuted });
export const tileGroup = style({ fontSize: t.fontSize.xs, color: t.color.textMuted, textTransform: "uppercase", letterSpacing: "0.05em" });

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

export const accessGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: `${t.space.md} ${t.space.xl}`,
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
});
export const accessItem = style({ display: "flex", gap: t.space.sm, alignItems: "flex-start", fontSize: t.fontSize.sm });
export const accessCheck = style({ flex: "none", marginTop: "3px", color: t.color.success });
export const accessName = style({ display: "block", color: t.color.text });
export const accessRights = style({ display: "block", fontSize: t.fontSize.xs, color: t.color.textMuted });
export const featureList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.sm, fontSize: t.fontSize.sm });
export const featureRow = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: t.space.md });
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
