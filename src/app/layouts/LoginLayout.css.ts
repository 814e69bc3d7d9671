import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

const wide = "screen and (min-width: 960px)";

export const root = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  background: t.color.surface,
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(440px, 1fr)" } },
});

export const cover = style({
  display: "none",
  position: "relative",
  overflow: "hidden",
  backgroundColor: t.color.primarySoft,
  backgroundSize: "cover",
  backgroundPosition: "center",
  "@media": { [wide]: { display: "block" } },
});

export const coverShade = style({
  position: "absolute",
  inset: 0,
  background: "linear-gradient(180deg, rgba(15, 23, 42, 0) 45%, rgba(15, 23, 42, 0.55) 100%)",
});

export const coverCaption = style({
  position: "absolute",
  left: t.space.xxxl,
  right: t.space.xxxl,
  bottom: t.space.xxxl,
  color: "#ffffff",
  textShadow: "0 1px 2px rgba(0, 0, 0, 0.35)",
});

export const coverTitle = style({ margin: 0, fontSize: "2rem", fontWeight: t.fontWeight.medium, letterSpacing: "-0.01em" });
export const coverText = style({ margin: `${t.space.sm} 0 0`, fontSize: t.fontSize.lg, opacity: 0.92, maxWidth: "32rem" });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  padding: `${t.space.xl} ${t.space.xl}`,
  "@media": { [wide]: { padding: `${t.space.xl} ${t.space.xxxl}` } },
});

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.md, minHeight: "44px" });

export const logo = style({ display: "block", maxHeight: "40px", maxWidth: "200px", objectFit: "contain" });
export const logoText = style({ fontSize: t.fontSize.lg, fontWeight: t.fontWeight.bold, color: t.color.text, textDecoration: "none" });

export const main = style({ flex: 1, display: "flex", alignItems: "center", justifyContent: "center", padding: `${t.space.xxl} 0` });
export const content = style({ width: "100%", maxWidth: "400px" });

export const footer = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, textAlign: "center" });

// In dark mode a logo drawn for light backgrounds sits on a light chip so it stays legible.
globalStyle(`body.dark ${logo}`, { background: "#ffffff", borderRadius: t.radius.md, padding: "4px 8px" });
globalStyle(`body.dark ${cover}`, { filter: "brightness(0.82) saturate(0.9)" });
