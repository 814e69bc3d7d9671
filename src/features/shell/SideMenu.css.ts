import { globalStyle, style } from "@vanilla-extract/css";
import { snackbarInset } from "../../../ui/components/Snackbar.css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { narrow, ToolbarHeight, wide } from "./shell.css";

const DrawerWidth = "272px";

export const drawer = style({
  flex: "none",
  width: DrawerWidth,
  background: t.color.drawer,
  color: t.color.menuText,
  borderRight: `1px solid ${t.color.border}`,
  overflowY: "auto",
  padding: `${t.space.lg} ${t.space.md}`,
  "@media": {
    [wide]: { position: "sticky", top: ToolbarHeight, height: `calc(100vh - ${ToolbarHeight})` },
    [narrow]: {
      position: "fixed",
      top: ToolbarHeight,
      bottom: 0,
      left: 0,
      zIndex: 150,
      boxShadow: t.shadow.lg,
      transition: `transform ${t.motion.normal} ${t.motion.easing}`,
    },
  },
});
export const closed = style({
  "@media": { [wide]: { display: "none" }, [narrow]: { transform: "translateX(-100%)", visibility: "hidden" } },
});

// The narrow screen's drawer is a react-aria Modal; its Dialog fills it and shows no outline of its own (the links
// inside show focus).
export const drawerDialog = style({ outline: "none", minHeight: "100%" });

export const scrim = style({
  position: "fixed",
  inset: `${ToolbarHeight} 0 0 0`,
  zIndex: 140,
  background: t.color.overlay,
  "@media": { [wide]: { display: "none" } },
});

export const group = style({ selectors: { "& + &": { marginTop: t.space.md } } });

export const groupHeading = style({
  margin: 0,
  padding: `${t.space.sm} ${t.space.md} ${t.space.xs}`,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: t.color.menuText,
  opacity: 0.75,
});

export const groupToggle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  width: "100%",
  padding: `${t.space.sm} ${t.space.md}`,
  border: "none",
  borderRadius: t.radius.md,
  background: "transparent",
  color: t.color.menuText,
  font: "inherit",
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: t.color.hover },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "-2px" },
  },
});
export const chevron = style({ transition: `transform ${t.motion.fast} ${t.motion.easing}`, opacity: 0.7 });
export const chevronOpen = style({ transform: "rotate(90deg)" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "2px" });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.md,
  padding: `${t.space.sm} ${t.space.md}`,
  borderRadius: t.radius.md,
  color: t.color.menuText,
  textDecoration: "none",
  fontSize: t.fontSize.sm,
  lineHeight: "20px",
  transition: `background-color ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    "&:hover": { background: t.color.hover },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "-2px" },
  },
});
export const classicLink = style({ padding: `6px ${t.space.md}` });
export const active = style({
  background: t.color.active,
  color: t.color.activeText,
  fontWeight: t.fontWeight.medium,
  selectors: { "&:hover": { background: t.color.active } },
});
export const linkIcon = style({ flex: "none", opacity: 0.85 });
export const empty = style({ padding: t.space.md, fontSize: t.fontSize.sm, color: t.color.textMuted });

// The snackbar keeps to the bottom left (spec 001 §9) of the page beside the menu, not over the menu's last links:
// a notice (saved, an upload done) stayed for seconds over the entries a person was about to press.
globalStyle("body:has(#side-menu)", { "@media": { [wide]: { vars: { [snackbarInset]: `calc(${DrawerWidth} + ${t.space.xl})` } } } });
