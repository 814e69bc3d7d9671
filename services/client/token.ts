// The access token lives in localStorage (spec 001 §9: "login token type Bearer in local storage"); the
// refresh token is an httpOnly cookie the server sets, so scripts never see it.
const TokenKey = "authToken";
const TokenTypeKey = "tokenType";

const storage = (): Storage | undefined => (typeof localStorage === "undefined" ? undefined : localStorage);

/** The current access token, or null when signed out. */
export const getToken = (): string | null => storage()?.getItem(TokenKey) ?? null;

/** Keeps the token of a successful login or refresh. */
export const setToken = (token: string, type = "Bearer"): void => {
  storage()?.setItem(TokenKey, token);
  storage()?.setItem(TokenTypeKey, type);
  notify();
};

/** Forgets the token (logout, blocked user, failed refresh). */
export const clearToken = (): void => {
  storage()?.removeItem(TokenKey);
  storage()?.removeItem(TokenTypeKey);
  notify();
};

/** The `authorization` header value, when signed in. */
export const authorizationHeader = (): string | null => {
  const token = getToken();
  if (!token) return null;
  return `${storage()?.getItem(TokenTypeKey) ?? "Bearer"} ${token}`;
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
/** Calls `listener` whenever the token changes in this tab; returns the unsubscribe function. */
export const onTokenChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
