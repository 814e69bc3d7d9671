// The browser entry: global styles, the error reporting hooks, then the router.
import "../../ui/theme/fonts";
import "../../ui/theme/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installFailureHandlers } from "./failureHandlers";
import { installGlobalErrorHandlers } from "../features/errors/globalErrors";
import { queryClient, router } from "./router";

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
