// The router: file routes under src/routes (generated tree), the query client and the route list in its
// context, the 404 and error pages as defaults.
import { type AnyRoute, createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import { ErrorPage } from "../features/errors/ErrorPage";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import { PagePending } from "./layouts/PagePending";
import { createQueryClient } from "./queryClient";

export const queryClient = createQueryClient();

const routes = (): readonly AnyRoute[] => Object.values(router.routesById) as readonly AnyRoute[];

export const router = createRouter({
  routeTree,
  context: { queryClient, routes },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  defaultPendingComponent: PagePending,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  notFoundMode: "root",
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
