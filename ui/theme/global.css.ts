// Global styles: default theme values (so components render before the branding loads),
// the body's font and colours, the `dark` class on body, keyboard focus and reduced motion.
import { assignVars, globalStyle } from "@vanilla-extract/css";
import { brandingVars, defaultBranding } from "./branding";
import { themeVars } from "./contract.css";

globalStyle(":root", { vars: assignVars(themeVars, brandingVars(defaultBranding, "light")), colorScheme: "light" });
// Inline vars set on body by ThemeProvider/applyTheme win over these class defaults.
globalStyle("body.dark", { vars: assignVars(themeVars, brandingVars(defaultBranding, "dark")), colorScheme: "dark" });

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("body", {
  margin: 0,
  fontFamily: themeVars.font.body,
  fontSize: themeVars.fontSize.md,
  lineHeight: themeVars.lineHeight.normal,
  color: themeVars.color.text,
  background: themeVars.color.area,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
  textRendering: "optimizeLegibility",
});

globalStyle("h1, h2, h3, h4, h5, h6", { lineHeight: themeVars.lineHeight.tight, fontWeight: themeVars.fontWeight.medium });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle("::selection", { background: themeVars.color.primarySoft, color: themeVars.color.text });

// One focus style everywhere, shown for keyboard focus only.
globalStyle(":focus-visible", { outline: `2px solid ${themeVars.color.focusRing}`, outlineOffset: "2px" });
globalStyle(":focus:not(:focus-visible)", { outline: "none" });

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
