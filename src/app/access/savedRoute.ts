// The route an unauthorised user wanted, kept in the `savedRoute` cookie and restored after login.
import { Cookies, deleteCookie, getCookie, setCookie } from "../cookies";

/** Remembers where the user was going (a path with its search and hash). */
export const saveRoute = (href: string): void => {
  if (!href.startsWith("/") || href.startsWith("//")) return;
  setCookie(Cookies.savedRoute, href, 1);
};

/** Takes the saved route out of the cookie. */
export const takeSavedRoute = (): string | undefined => {
  const href = getCookie(Cookies.savedRoute);
  deleteCookie(Cookies.savedRoute);
  return href?.startsWith("/") && !href.startsWith("//") ? href : undefined;
};
