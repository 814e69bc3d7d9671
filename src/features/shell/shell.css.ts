import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const ToolbarHeight = "60px";
export const wide = "screen and (min-width: 1024px)";
export const narrow = "screen and (max-width: 1023.98px)";

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column", background: t.color.area });

// The toolbar is sticky: the browser scrolls a focused element (or a #fragment) below it, never under it (WCAG 2.4.11).
globalStyle(`html:has(${shell})`, { scrollPaddingTop: `calc(${ToolbarHeight} + 8px)` });

export const skipLink = style({
  position: "absolute",
  left: t.space.md,
  top: "-100px",
  zIndex: 400,
  padding: `${t.space.sm} ${t.space.lg}`,
  borderRadius: t.radius.md,
  background: t.color.primary,
  color: t.color.onPrimary,
  selectors: { "&:focus": { top: t.space.md } },
});

export const toolbar = style({
  position: "sticky",
  top: 0,
  zIndex: 100,
  height: ToolbarHeight,
  display: "flex",
  alignItems: "center",
  gap: t.space.xs,
  padding: `0 ${t.space.md}`,
  background: t.color.toolbar,
  color: t.color.onToolbar,
  borderBottom: `1px solid ${t.color.border}`,
});

export const toolbarButton = style({
  color: `${t.color.onToolbar} !important`,
  selectors: { "&[data-hovered]": { background: "color-mix(in srgb, currentColor 10%, transparent) !important" } },
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  marginLeft: t.space.xs,
  marginRight: "auto",
  padding: `${t.space.xs} ${t.space.sm}`,
  borderRadius: t.radius.md,
  color: "inherit",
  textDecoration: "none",
  fontWeight: t.fontWeight.medium,
  fontSize: t.fontSize.lg,
  minWidth: 0,
});
export const brandLogo = style({ display: "block", height: "32px", maxWidth: "180px", objectFit: "contain" });
export const brandTitle = style({ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" });

export const localeCode = style({ fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, letterSpacing: "0.02em" });

export const badge = style({
  position: "absolute",
  top: "2px",
  right: "0px",
  minWidth: "18px",
  height: "18px",
  padding: "0 5px",
  borderRadius: t.radius.pill,
  background: t.color.danger,
  color: t.color.onDanger,
  fontSize: "11px",
  fontWeight: t.fontWeight.bold,
  lineHeight: "18px",
  textAlign: "center",
  boxShadow: `0 0 0 2px ${t.color.toolbar}`,
});

export const userButton = style({ gap: t.space.sm, paddingLeft: "6px !important" });
export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "30px",
  height: "30px",
  borderRadius: "50%",
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  flex: "none",
  overflow: "hidden",
});
export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover", borderRadius: "50%", display: "block" });
export const userName = style({ "@media": { "screen and (max-width: 639.98px)": { display: "none" } } });
export const menuHeader = style({ padding: `${t.space.sm} ${t.space.md} ${t.space.md}`, borderBottom: `1px solid ${t.color.border}`, marginBottom: t.space.xs });
export const menuHeaderName = style({ fontWeight: t.fontWeight.medium, color: t.color.text });
export const menuHeaderMail = style({ fontSize: t.fontSize.sm, color: t.color.textMuted });

export const body = style({ display: "flex", flex: 1, minHeight: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${t.space.xl} ${t.space.lg}`,
  outline: "none",
  "@media": { [wide]: { padding: `${t.space.xxl} ${t.space.xxxl}` } },
});

export const centered = style({ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", background: t.color.area });
export const pagePending = style({ display: "flex", justifyContent: "center", padding: t.space.xxxl });

// A logo drawn for light backgrounds sits on a light chip in dark mode so it stays legible.
globalStyle(`body.dark ${brandLogo}`, { background: "#ffffff", borderRadius: t.radius.sm, padding: "3px 6px" });
