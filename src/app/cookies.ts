// Small cookie helpers: the spec keeps the locale, the saved route and the theme in cookies.

/** Reads a cookie by name. */
export const getCookie = (name: string): string | undefined => {
  if (typeof document === "undefined") return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split("; ").find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
};

/** Sets a cookie for the whole site; `days` undefined makes it a session cookie. */
export const setCookie = (name: string, value: string, days?: number): void => {
  const expires = days === undefined ? "" : `; max-age=${Math.round(days * 86400)}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; samesite=lax${expires}`;
};

/** Removes a cookie. */
export const deleteCookie = (name: string): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; samesite=lax`;
};

/** Cookie names from spec 001 §9. */
export const Cookies = { locale: "locale", savedRoute: "savedRoute", darkTheme: "darkTheme" } as const;
