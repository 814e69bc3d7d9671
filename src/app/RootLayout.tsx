// The root of every page: language, theme and branding, the document title, the route loading bar and the
// snackbar; the login and default layouts render inside.
import { Outlet, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { clearAnnouncer } from "react-aria/private/live-announcer/LiveAnnouncer";
import { RouteLoadingBar } from "../features/shell/RouteLoadingBar";
import { SnackbarHost } from "../features/shell/SnackbarHost";
import { DocumentTitle } from "./DocumentTitle";
import { IntlRoot } from "./i18n/IntlRoot";
import { ThemeRoot } from "./theme/ThemeRoot";

/** Removes the static start-up spinner of index.html once React has painted. */
const useHideBootSpinner = () =>
  useEffect(() => {
    document.getElementById("boot")?.remove();
  }, []);

/**
 * Drops screen-reader announcements of the page we left: they point at elements that no longer exist (a
 * pending button that announced itself, for instance).
 */
const useClearAnnouncementsOnNavigation = () => {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", () => {
        clearAnnouncer("assertive");
        clearAnnouncer("polite");
      }),
    [router],
  );
};

export function RootLayout() {
  const router = useRouter();
  useHideBootSpinner();
  useClearAnnouncementsOnNavigation();
  return (
    <IntlRoot>
      <AriaRouterProvider navigate={(href) => void router.navigate({ href })} useHref={(href) => href}>
        <ThemeRoot>
          <DocumentTitle />
          <RouteLoadingBar />
          <Outlet />
          <SnackbarHost />
        </ThemeRoot>
      </AriaRouterProvider>
    </IntlRoot>
  );
}
