// Light or dark, kept in the `darkTheme` cookie (spec 001 §9) and shown as the `dark` class on body.
import { useSyncExternalStore } from "react";
import { Cookies, getCookie, setCookie } from "../cookies";

export type ThemeMode = "light" | "dark";

const read = (): ThemeMode => (getCookie(Cookies.darkTheme) === "true" ? "dark" : "light");
let mode: ThemeMode = typeof document === "undefined" ? "light" : read();
const listeners = new Set<() => void>();

/** Switches the theme and remembers it for a year. */
export const setThemeMode = (next: ThemeMode): void => {
  mode = next;
  setCookie(Cookies.darkTheme, String(next === "dark"), 365);
  document.body.classList.toggle("dark", next === "dark");
  for (const l of listeners) l();
};

/** The current theme, re-rendering on change. */
export const useThemeMode = (): ThemeMode =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => mode,
    () => "light",
  );
