import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars } from "../theme/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({ display: "inline-flex", alignItems: "center", justifyContent: "center", lineHeight: 0, color: "inherit" });

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s !important", animationIterationCount: "infinite !important" } },
});

export const track = style({ opacity: 0.22 });

export const tone = styleVariants({
  current: {},
  accent: { color: themeVars.color.accent },
  muted: { color: themeVars.color.textMuted },
});
