import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const tree = style({
  display: "flex",
  flexDirection: "column",
  gap: "1px",
  padding: t.space.xs,
  outline: "none",
  fontSize: t.fontSize.sm,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px", borderRadius: t.radius.md } },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.xs,
  minHeight: "34px",
  paddingRight: t.space.sm,
  borderRadius: t.radius.sm,
  color: t.color.text,
  cursor: "default",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: t.color.hover },
    "&[data-selected]": { background: t.color.active, color: t.color.activeText, fontWeight: t.fontWeight.medium },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
    "&[data-disabled]": { color: t.color.textMuted, opacity: 0.6 },
    "&[data-href]": { cursor: "pointer" },
  },
});

export const chevron = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "24px",
  height: "24px",
  padding: 0,
  border: "none",
  borderRadius: t.radius.sm,
  background: "transparent",
  color: t.color.textMuted,
  cursor: "pointer",
  outline: "none",
  transition: `transform ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    "&[data-hovered]": { background: t.color.hover, color: t.color.text },
    [`${item}[data-expanded] &`]: { transform: "rotate(90deg)" },
  },
});

export const spacer = style({ display: "inline-block", flexShrink: 0, width: "24px" });
export const icon = style({ display: "inline-flex", flexShrink: 0, color: t.color.textMuted });
export const title = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const empty = style({ padding: t.space.md, color: t.color.textMuted });
