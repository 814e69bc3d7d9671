import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const link = style({
  color: t.color.link,
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "3px",
  textDecorationColor: "currentColor",
  borderRadius: t.radius.sm,
  cursor: "pointer",
  outline: "none",
  transition: `color ${t.motion.fast} ${t.motion.easing}`,
  selectors: {
    "&[data-hovered], &[data-demo='hover']": { color: t.color.linkHover, textDecorationThickness: "2px" },
    "&[data-focus-visible], &[data-demo='focus']": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { color: t.color.textMuted, cursor: "not-allowed", textDecoration: "none" },
  },
});

export const quiet = style({ textDecoration: "none", selectors: { "&[data-hovered]": { textDecoration: "underline" } } });
