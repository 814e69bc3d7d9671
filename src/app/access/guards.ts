// Route guards (spec 000 §2, §6): an unauthorised user goes to the index page with the route saved; a
// signed-in user leaves guest pages for their home; a user without access goes to the first allowed route.
import type { AnyRoute, ParsedLocation } from "@tanstack/react-router";
import { redirect } from "@tanstack/react-router";
import type { SessionData } from "../../../services/contract/auth";
import { HandledFailure } from "../../../services/client/errors";
import { clearToken, getToken } from "../../../services/client/token";
import { sessionQuery } from "../../features/auth/queries";
import { type Locale, localeFromPath, localeParam } from "../i18n/locale";
import { canAccess, firstAllowed } from "./access";
import type { RouterContext } from "./context";
import type { RouteAccess } from "./types";
import { noteRefused } from "./refusedNotice";
import { saveRoute } from "./savedRoute";

const indexRedirect = (locale: Locale) => redirect({ to: "/{-$locale}", params: { locale: localeParam(locale) } });

const isUnauthorized = (error: unknown) =>
  (error instanceof HandledFailure && error.outcome === "unauthorized") ||
  (typeof error === "object" && error !== null && (error as { _tag?: string })._tag === "Unauthorized");

/** The session for a stored token, or undefined when there is none or the server refused it. */
export const loadSession = async (context: RouterContext): Promise<SessionData | undefined> => {
  if (!getToken()) return undefined;
  try {
    // The cached session as it is (staleTime "static", query-core's replacement for ensureQueryData), else read.
    return await context.queryClient.query({ ...sessionQuery(), staleTime: "static" });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    clearToken();
    context.queryClient.removeQueries({ queryKey: sessionQuery().queryKey });
    return undefined;
  }
};

/** The localized path of a signed-in user's home: the first route the menu offers them. */
export const homeOf = (routes: readonly AnyRoute[], session: SessionData) => firstAllowed(routes, session);

interface GuardArgs {
  readonly context: RouterContext;
  readonly location: ParsedLocation;
  readonly matches: ReadonlyArray<{ readonly staticData?: { readonly access?: RouteAccess; readonly title?: string } }>;
}

/** For the app layout: a session is required and every matched route must allow it. */
export const requireSession = async ({ context, location, matches }: GuardArgs): Promise<{ session: SessionData }> => {
  const locale = localeFromPath(location.pathname);
  const session = await loadSession(context);
  if (!session) {
    saveRoute(location.href);
    throw indexRedirect(locale);
  }
  const refused = matches.some((m) => !canAccess(m.staticData?.access, session));
  if (refused) {
    // The home says why the person landed there instead (RefusedNotice).
    noteRefused(matches.findLast((m) => m.staticData?.title)?.staticData?.title);
    const home = homeOf(context.routes(), session);
    if (home) throw redirect({ to: home.to, params: { locale: localeParam(locale) } } as never);
    throw indexRedirect(locale);
  }
  return { session };
};

/** For guest pages (the login page): a signed-in user goes home. */
export const guestOnly = async ({ context, location }: Pick<GuardArgs, "context" | "location">): Promise<void> => {
  const session = await loadSession(context).catch(() => undefined);
  if (!session) return;
  const home = homeOf(context.routes(), session);
  if (home) throw redirect({ to: home.to, params: { locale: localeParam(localeFromPath(location.pathname)) } } as never);
};
