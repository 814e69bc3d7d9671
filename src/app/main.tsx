// The browser entry: global styles, the error reporting hooks, then the router.
import "../../ui/theme/fonts";
import "../../ui/theme/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getToken } from "../../services/client/token";
import { installFailureHandlers } from "./failureHandlers";
import { installGlobalErrorHandlers } from "../features/errors/globalErrors";
import { queryClient, router } from "./router";

// Signed in already (a stored token): the first page's guard will check the session with the Effect client, which
// the entry leaves out for the login page's sake (services/client/auth.ts); start fetching it now, beside the app.
if (getToken()) void import("../../services/client/authCalls").catch(() => undefined);

installGlobalErrorHandlers();
installFailureHandlers(router, queryClient);

const root = document.getElementById("root")!;
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
