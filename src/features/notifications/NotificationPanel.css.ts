import { keyframes, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

const slideIn = keyframes({ from: { transform: "translateX(24px)", opacity: 0 }, to: { transform: "none", opacity: 1 } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 200,
  background: t.color.overlay,
  display: "flex",
  justifyContent: "flex-end",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${t.motion.normal} ${t.motion.easing}` } },
});

export const modal = style({
  height: "100%",
  width: "min(400px, 100vw)",
  outline: "none",
  selectors: { "&[data-entering]": { animation: `${slideIn} ${t.motion.normal} ${t.motion.easing}` } },
});

export const dialog = style({
  height: "100%",
  display: "flex",
  flexDirection: "column",
  background: t.color.surface,
  color: t.color.text,
  boxShadow: t.shadow.lg,
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: t.space.md,
  padding: `${t.space.lg} ${t.space.lg} ${t.space.md} ${t.space.xl}`,
  borderBottom: `1px solid ${t.color.border}`,
});
export const title = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const count = style({ margin: `${t.space.xxs} 0 0`, fontSize: t.fontSize.sm, color: t.color.textMuted });
export const headerActions = style({ display: "flex", gap: t.space.xs, alignItems: "center" });

export const body = style({ flex: 1, overflowY: "auto", padding: `${t.space.sm} 0` });
export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "10px minmax(0, 1fr)",
  gap: t.space.md,
  width: "100%",
  padding: `${t.space.md} ${t.space.xl}`,
  border: "none",
  background: "transparent",
  textAlign: "left",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: t.color.hover },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "-2px" },
    "&[aria-disabled='true']": { cursor: "default" },
  },
});
export const dot = style({ width: "8px", height: "8px", marginTop: "7px", borderRadius: "50%", background: t.color.accent });
export const dotRead = style({ background: "transparent" });
export const itemTitle = style({ display: "block", fontWeight: t.fontWeight.regular, color: t.color.text });
export const itemTitleUnread = style({ fontWeight: t.fontWeight.medium });
export const itemBody = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  marginTop: t.space.xxs,
  fontSize: t.fontSize.sm,
  color: t.color.textMuted,
});
export const itemMeta = style({ display: "flex", gap: t.space.md, alignItems: "center", marginTop: t.space.xs, fontSize: t.fontSize.xs, color: t.color.textMuted });
export const state = style({ padding: `${t.space.xxl} ${t.space.xl}` });
export const footer = style({ padding: `${t.space.md} ${t.space.xl}`, borderTop: `1px solid ${t.color.border}`, display: "flex", justifyContent: "center" });
export const delivery = style({ display: "grid", gap: t.space.md, padding: `${t.space.md} ${t.space.xl}` });
export const deliveryTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
