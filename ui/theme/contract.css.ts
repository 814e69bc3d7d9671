// The theme contract: every token as a CSS custom property. Values come at run time from
// `brandingVars` (the client's branding, light or dark) through `assignInlineVars`/`setElementVars`.
import { createThemeContract } from "@vanilla-extract/css";
import { themeShape } from "./tokens";

export const themeVars = createThemeContract(themeShape);
