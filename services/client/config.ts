let override: string | undefined;
/** Points the client at another server (tests, scripts outside a browser). */
export const setApiBase = (base: string | undefined): void => {
  override = base?.replace(/\/$/, "");
};

/** Where the API lives: set explicitly, else `VITE_API_BASE` when the build sets it, else the page's origin. */
export const apiBase = (): string => {
  if (override !== undefined) return override;
  const configured = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_BASE;
  if (configured) return configured.replace(/\/$/, "");
  return typeof location === "undefined" ? "" : location.origin;
};

export type Locale = "ru" | "en" | "fr";
export const Locales: readonly Locale[] = ["ru", "en", "fr"];
export const DefaultLocale: Locale = "ru";

let currentLocale: Locale = DefaultLocale;
/** The interface language requests announce in `content-language`; the app sets it on every locale change. */
export const setRequestLocale = (locale: Locale): void => {
  currentLocale = locale;
};
export const requestLocale = (): Locale => currentLocale;
