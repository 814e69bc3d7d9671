import type { QueryClient } from "@tanstack/react-query";
import type { AnyRoute } from "@tanstack/react-router";
import type { Locale } from "../i18n/locale";

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  /** Every route of the tree, for menus and the first allowed route. */
  readonly routes: () => readonly AnyRoute[];
  /** Set by the root route: the locale of the current URL. */
  readonly locale?: Locale;
}
