import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const frame = style({
  display: "flex",
  flexDirection: "column",
  background: t.color.surface,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  overflow: "hidden",
  minHeight: 0,
});

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.sm,
  padding: `${t.space.sm} ${t.space.md}`,
  borderBottom: `1px solid ${t.color.border}`,
  flexWrap: "wrap",
});
export const toolbarSpacer = style({ flex: 1 });
export const count = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });

export const scroller = style({ overflow: "auto", position: "relative", outline: "none", contain: "strict" });

export const grid = style({ position: "relative", minWidth: "100%", fontSize: t.fontSize.sm });

export const headerRow = style({
  position: "sticky",
  top: 0,
  zIndex: 2,
  display: "grid",
  background: t.color.surfaceMuted,
  borderBottom: `1px solid ${t.color.border}`,
});

export const headerCell = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: t.space.xs,
  height: "40px",
  padding: `0 ${t.space.md}`,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  letterSpacing: "0.02em",
  textTransform: "uppercase",
  color: t.color.textMuted,
  whiteSpace: "nowrap",
  overflow: "hidden",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-sortable]": { cursor: "pointer" },
    "&[data-sortable]:hover": { color: t.color.text },
    "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
  },
});
export const headerText = style({ overflow: "hidden", textOverflow: "ellipsis" });

export const resizer = style({
  position: "absolute",
  insetBlock: "8px",
  insetInlineEnd: 0,
  width: "6px",
  cursor: "col-resize",
  borderInlineEnd: `2px solid transparent`,
  touchAction: "none",
  selectors: {
    "&:hover, &[data-resizing]": { borderInlineEndColor: t.color.primary },
  },
});

export const row = style({
  position: "absolute",
  insetInlineStart: 0,
  display: "grid",
  minWidth: "100%",
  color: t.color.text,
  borderBottom: `1px solid ${t.color.border}`,
  outline: "none",
  selectors: {
    "&:hover": { background: t.color.hover },
    "&[aria-selected=true]": { background: t.color.primarySoft },
    "&[data-action]": { cursor: "pointer" },
  },
});

export const cell = style({
  display: "flex",
  alignItems: "center",
  padding: `0 ${t.space.md}`,
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  outline: "none",
  selectors: { "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}`, borderRadius: t.radius.sm } },
});
globalStyle(`${cell} > *`, { overflow: "hidden", textOverflow: "ellipsis" });

export const check = style({ width: "16px", height: "16px", accentColor: t.color.primary, cursor: "pointer", margin: 0 });

export const state = style({ display: "flex", justifyContent: "center", padding: `${t.space.xxl} ${t.space.lg}` });
export const footer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: t.space.sm,
  minHeight: "36px",
  color: t.color.textMuted,
  fontSize: t.fontSize.xs,
  borderTop: `1px solid ${t.color.border}`,
});

export const chooser = style({ display: "flex", flexDirection: "column", gap: t.space.sm, maxHeight: "360px", overflow: "auto", minWidth: "220px" });
export const exportBox = style({ display: "inline-flex", alignItems: "center", gap: t.space.sm });
export const exportProgress = style({ width: "120px" });

export const scrollWrap = style({ position: "relative", minHeight: 0 });
/** The fade at the right edge while columns continue beyond it. */
export const moreRight = style({
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  width: "40px",
  pointerEvents: "none",
  background: `linear-gradient(to right, transparent, ${t.color.surface})`,
  boxShadow: `inset -8px 0 8px -8px ${t.color.border}`,
});
