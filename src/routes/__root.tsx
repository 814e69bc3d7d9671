import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../app/access/context";
import { rootBeforeLoad } from "../app/rootBeforeLoad";
import { RootLayout } from "../app/RootLayout";
import { ErrorPage } from "../features/errors/ErrorPage";
import { NotFoundPage } from "../features/errors/NotFoundPage";

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootBeforeLoad,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
