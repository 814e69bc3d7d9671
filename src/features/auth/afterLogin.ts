// Where a fresh sign-in lands: the saved route if there is one, otherwise the user's home.
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { homeOf } from "../../app/access/guards";
import { takeSavedRoute } from "../../app/access/savedRoute";
import { type Locale, localeParam } from "../../app/i18n/locale";
import { sessionKey, sessionQuery } from "./queries";

/** Loads the new session, then navigates to the saved route or the home route. */
export const goAfterLogin = async (router: AnyRouter, queryClient: QueryClient, locale: Locale): Promise<void> => {
  queryClient.removeQueries({ queryKey: sessionKey });
  const session = await queryClient.fetchQuery(sessionQuery());
  const saved = takeSavedRoute();
  if (saved) {
    await router.navigate({ href: saved, replace: true });
    return;
  }
  const home = homeOf(Object.values(router.routesById), session);
  await router.navigate({ to: home?.to ?? "/{-$locale}", params: { locale: localeParam(locale) }, replace: true } as never);
};
