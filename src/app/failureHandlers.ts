// The app's answers to the failures the API client handles itself (spec 001 §8): 401 → index page with the
// route saved; 403 user_blocked → signed out, index page, a message; other 403 → the 403 page.
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { setFailureHandlers } from "../../services/client/failures";
import { sessionKey } from "../features/auth/queries";
import { saveRoute } from "./access/savedRoute";
import { localeFromPath, localeParam } from "./i18n/locale";
import { notify } from "./snackbar/notify";

export const installFailureHandlers = (router: AnyRouter, queryClient: QueryClient): void => {
  const here = () => router.state.location;
  const locale = () => localeParam(localeFromPath(here().pathname));
  const isIndex = () => /^\/(en|fr)?\/?$/.test(here().pathname);
  const toIndex = () => {
    if (!isIndex()) void router.navigate({ to: "/{-$locale}", params: { locale: locale() } });
  };
  setFailureHandlers({
    unauthorized: () => {
      if (!isIndex()) saveRoute(here().href);
      queryClient.removeQueries({ queryKey: sessionKey });
      toIndex();
    },
    blocked: () => {
      queryClient.clear();
      notify({ message: "errors.userBlocked", variant: "error" });
      toIndex();
    },
    forbidden: () => {
      void router.navigate({ to: "/{-$locale}/403", params: { locale: locale() } });
    },
  });
};
