// Locales in the URL: Russian has no prefix, English and French live under /en and /fr.
import { DefaultLocale, type Locale, Locales } from "../../../services/client/config";
import { Cookies, getCookie, setCookie } from "../cookies";

export type { Locale };
export { DefaultLocale, Locales };

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (Locales as readonly string[]).includes(value);

/** The locale a pathname is in: its first segment when that is en or fr, else Russian. */
export const localeFromPath = (pathname: string): Locale => {
  const first = pathname.split("/")[1];
  return first === "en" || first === "fr" ? first : DefaultLocale;
};

/** The value of the optional `{-$locale}` route param for a locale (Russian is unprefixed). */
export const localeParam = (locale: Locale): Locale | undefined => (locale === DefaultLocale ? undefined : locale);

/** The same pathname in another locale. */
export const pathInLocale = (pathname: string, locale: Locale): string => {
  const segments = pathname.split("/");
  const rest = segments[1] === "en" || segments[1] === "fr" ? segments.slice(2) : segments.slice(1);
  const bare = `/${rest.join("/")}`;
  if (locale === DefaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
};

const LocaleCookieDays = 365;
/** Remembers the chosen language for a year (spec 000 §1). */
export const rememberLocale = (locale: Locale): void => setCookie(Cookies.locale, locale, LocaleCookieDays);
/** The remembered language, if any. */
export const rememberedLocale = (): Locale | undefined => {
  const value = getCookie(Cookies.locale);
  return isLocale(value) ? value : undefined;
};
