// The root of every page: language, theme and branding, the document title, the route loading bar and the
// snackbar; the login and default layouts render inside.
import { useFailedSubmitFocus } from "../../ui/focus";
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
 * Drops screen-reader announcements that point at elements which no longer exist. react-aria announces a
 * pending button by its id, 100 ms later; after a navigation that id is gone, and the dangling `role=img`
 * node would read as nothing. Clearing on navigation alone races with that delay, so watch the DOM instead.
 */
const dropDanglingAnnouncements = () => {
  for (const node of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    const ids = (node.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
};

const useDropDanglingAnnouncements = () => {
  const router = useRouter();
  useEffect(() => {
    const observer = new MutationObserver(dropDanglingAnnouncements);
    observer.observe(document.body, { childList: true, subtree: true });
    const unsubscribe = router.subscribe("onResolved", () => {
      clearAnnouncer("assertive");
      clearAnnouncer("polite");
    });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [router]);
};

export function RootLayout() {
  const router = useRouter();
  useHideBootSpinner();
  useDropDanglingAnnouncements();
  // On every form's failed submit, focus goes to the first invalid field (ui/focus.ts).
  useFailedSubmitFocus();
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
