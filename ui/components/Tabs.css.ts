import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const tabs = style({ display: "flex", flexDirection: "column", gap: t.space.lg });

export const list = style({ display: "flex", gap: t.space.xs, borderBottom: `1px solid ${t.color.border}`, overflowX: "auto" });

export const tab = style({
  position: "relative",
  padding: `${t.space.sm} ${t.space.md} ${t.space.md}`,
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  color: t.color.textMuted,
  cursor: "pointer",
  outline: "none",
  whiteSpace: "nowrap",
  borderRadius: `${t.radius.sm} ${t.radius.sm} 0 0`,
  transition: `color ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    "&::after": {
      content: "''",
      position: "absolute",
      left: t.space.sm,
      right: t.space.sm,
      bottom: "-1px",
      height: "2px",
      borderRadius: "2px 2px 0 0",
      background: "transparent",
      transition: `background-color ${t.motion.fast} ${t.motion.easing}`,
    },
    "&[data-hovered]": { color: t.color.text },
    "&[data-selected]": { color: t.color.text },
    "&[data-selected]::after": { background: t.color.accent },
    "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

export const panel = style({ outline: "none", selectors: { "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "4px", borderRadius: t.radius.sm } } });
