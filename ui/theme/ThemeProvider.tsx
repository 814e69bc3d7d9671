// Applies a branding and theme to the page: the token values go inline on <body> (so portalled
// popovers and modals get them too) and the `dark` class on body follows the theme.
import { setElementVars } from "@vanilla-extract/dynamic";
import { type ReactNode, useLayoutEffect } from "react";
import { type BrandingInput, brandingVars } from "./branding";
import { themeVars } from "./contract.css";
import type { ThemeMode } from "./tokens";

/** Sets every theme token on `element` (default: document.body) and toggles body's `dark` class. */
export function applyTheme(branding: BrandingInput | null | undefined, theme: ThemeMode, element?: HTMLElement): void {
  const target = element ?? document.body;
  setElementVars(target, themeVars, brandingVars(branding, theme));
  document.body.classList.toggle("dark", theme === "dark");
}

export interface ThemeProviderProps {
  branding?: BrandingInput | null;
  theme: ThemeMode;
  children?: ReactNode;
}

/** Keeps the page's theme in step with the branding and the light/dark choice. */
export function ThemeProvider({ branding, theme, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    applyTheme(branding, theme);
  }, [branding, theme]);
  return children;
}
