// Uncaught errors anywhere in the page go to the server's error log; a failed chunk load reloads the page.
import { type ErrorContext, reportError } from "../../../services/client/errorLog";
import { chunkFailed, isChunkLoadError } from "./appVersion";

let context: ErrorContext = {};
/** Who is signed in, for the error reports (the layout sets it once the session is loaded). */
export const setErrorContext = (next: ErrorContext): void => {
  context = next;
};

/** Reports an error with the current user and route; chunk-load failures try a reload first. */
export const handleUncaught = (error: unknown): void => {
  if (isChunkLoadError(error) && chunkFailed()) return;
  void reportError(error, { ...context, route: location.pathname });
};

/** Hooks window errors, unhandled rejections and Vite's preload errors. */
export const installGlobalErrorHandlers = (): void => {
  window.addEventListener("error", (e) => handleUncaught(e.error ?? e.message));
  window.addEventListener("unhandledrejection", (e) => handleUncaught(e.reason));
  window.addEventListener("vite:preloadError", (e) => {
    if (chunkFailed()) e.preventDefault();
  });
};
