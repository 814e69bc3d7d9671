// What the app does for the failures the client handles itself (401, 403, a blocked user). Kept apart from the
// Effect runtime (runtime.ts) so that the first screen can install the handlers without loading Effect; the calls
// that the login page makes without it (public.ts) act through the same handlers.
import type { Outcome } from "./errors.js";
import { clearToken } from "./token.js";

/** What the app does for the failures the client handles itself; installed once by the app shell. */
export interface FailureHandlers {
  /** 401: remember the route, go to the index page. */
  readonly unauthorized: () => void;
  /** 403 user_blocked: the token is already gone; go to the index page and say why. */
  readonly blocked: () => void;
  /** Other 403: the 403 page. */
  readonly forbidden: () => void;
}
let handlers: FailureHandlers = { unauthorized: () => {}, blocked: () => {}, forbidden: () => {} };
/** Installs the app's reactions to 401 and 403 answers. */
export const setFailureHandlers = (next: FailureHandlers): void => {
  handlers = next;
};

// The server logout of a blocked user: the auth calls, loaded when first needed (they pull in Effect).
let serverLogout: () => Promise<unknown> = () => import("./authCalls.js").then((m) => m.serverLogout());
/** The call that ends the server session of a blocked user (tests may replace it). */
export const registerLogout = (logout: () => Promise<unknown>): void => {
  serverLogout = logout;
};

/** Carries out what `classify` decided for a failed call named `call` (`group.endpoint`). */
export const act = (outcome: Exclude<Outcome, "rethrow" | "cancelled">, call: string) => {
  if (outcome === "unauthorized") {
    clearToken();
    handlers.unauthorized();
  } else if (outcome === "blocked") {
    // Log out on the server too (unless this was the logout call), then forget the token.
    if (call !== "auth.logout") void serverLogout().catch(() => {});
    clearToken();
    handlers.blocked();
  } else handlers.forbidden();
};
