// One refresh at a time: concurrent 401s wait for the same attempt.
import { apiBase, requestLocale } from "./config.js";
import { clearToken, setToken } from "./token.js";

let inFlight: Promise<boolean> | null = null;

const attempt = async (): Promise<boolean> => {
  try {
    const res = await fetch(`${apiBase()}/api/userAuthTokens/refresh`, {
      method: "POST",
      credentials: "include",
      headers: { "content-language": requestLocale() },
    });
    if (!res.ok) {
      clearToken();
      return false;
    }
    const body = (await res.json()) as { token?: string; token_type?: string };
    if (!body.token) return false;
    setToken(body.token, body.token_type ?? "Bearer");
    return true;
  } catch {
    return false;
  }
};

/** Asks the server for a new access token with the refresh cookie; true when one was stored. */
export const refreshToken = (): Promise<boolean> => {
  inFlight ??= attempt().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
