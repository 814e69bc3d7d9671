import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";
import { columnsFrom } from "../../../../ui/theme/layout";

export const layout = style(columnsFrom("1180px", "minmax(0, 1.4fr) minmax(320px, 1fr)"));
export const column = style({ display: "flex", flexDirection: "column", gap: t.space.xl, minWidth: 0 });
export const sticky = style({ "@media": { "screen and (min-width: 1180px)": { position: "sticky", top: "84px" } } });
export const fields = style({ display: "grid", gap: t.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" });
export const colorGroup = style({ selectors: { "& + &": { marginTop: t.space.xl } } });
export const colorGroupTitle = style({ margin: `0 0 ${t.space.md}`, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.textMuted });
export const colorGrid = style({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" });

export const colorField = style({ display: "grid", gridTemplateColumns: "40px minmax(0, 1fr)", gap: t.space.sm, alignItems: "end" });
export const swatch = style({
  width: "40px",
  height: "40px",
  padding: "3px",
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  background: t.color.surface,
  cursor: "pointer",
  selectors: {
    "&::-webkit-color-swatch-wrapper": { padding: 0 },
    "&::-webkit-color-swatch": { border: "none", borderRadius: "5px" },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});
export const swatchAligned = style({ marginBottom: "0px" });

export const actions = style({ display: "flex", gap: t.space.sm, flexWrap: "wrap", alignItems: "center" });
export const dirty = style({ fontSize: t.fontSize.sm, color: t.color.textMuted, marginRight: t.space.sm });
export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xxxl });
export const thumb = style({ display: "block", maxHeight: "36px", maxWidth: "160px", marginTop: t.space.xs, objectFit: "contain" });

// The preview: a miniature of the app drawn with the draft's tokens.
export const preview = style({ borderRadius: t.radius.lg, overflow: "hidden", border: `1px solid ${t.color.border}`, background: t.color.area, fontFamily: t.font.body, color: t.color.text });
export const pvToolbar = style({ display: "flex", alignItems: "center", gap: t.space.sm, height: "44px", padding: `0 ${t.space.md}`, background: t.color.toolbar, color: t.color.onToolbar, borderBottom: `1px solid ${t.color.border}`, fontWeight: t.fontWeight.medium, fontSize: t.fontSize.sm });
export const pvLogo = style({ height: "24px", maxWidth: "120px", objectFit: "contain" });
export const pvBody = style({ display: "grid", gridTemplateColumns: "128px minmax(0, 1fr)", minHeight: "220px" });
export const pvMenu = style({ background: t.color.drawer, borderRight: `1px solid ${t.color.border}`, padding: t.space.sm, display: "flex", flexDirection: "column", gap: "2px" });
export const pvItem = style({ padding: `6px ${t.space.sm}`, borderRadius: t.radius.sm, fontSize: t.fontSize.xs, color: t.color.menuText });
export const pvActive = style({ background: t.color.active, color: t.color.activeText, fontWeight: t.fontWeight.medium });
export const pvMain = style({ padding: t.space.md });
export const pvCard = style({ background: t.color.card, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, padding: t.space.md, boxShadow: t.shadow.sm });
export const pvTitle = style({ margin: 0, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium });
export const pvText = style({ margin: `${t.space.xs} 0 ${t.space.md}`, fontSize: t.fontSize.xs, color: t.color.textMuted });
export const pvLink = style({ color: t.color.link, textDecoration: "underline" });
export const pvButtons = style({ display: "flex", gap: t.space.sm, flexWrap: "wrap" });
export const pvPrimary = style({ padding: "6px 12px", borderRadius: t.radius.sm, background: t.color.primary, color: t.color.onPrimary, fontSize: t.fontSize.xs, fontWeight: t.fontWeight.medium });
export const pvSecondary = style({ padding: "6px 12px", borderRadius: t.radius.sm, background: t.color.surface, color: t.color.secondaryText, border: `1px solid ${t.color.border}`, fontSize: t.fontSize.xs });
export const pvChips = style({ display: "flex", gap: t.space.xs, marginTop: t.space.md });
export const pvChip = style({ width: "28px", height: "8px", borderRadius: t.radius.pill });
export const hint = style({ margin: `${t.space.sm} 0 0`, fontSize: t.fontSize.xs, color: t.color.textMuted });
