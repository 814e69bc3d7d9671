// Sign-in, session, password: the auth and account areas of the contract, over the Effect client. Loaded on
// first use through auth.ts, so that the login page shows before Effect is fetched.
import { AccountGroup, AuthGroup, type SessionData } from "../contract/auth.js";
import { areaApi, areaClient } from "./api.js";
import { makeEncryptor } from "./crypto.js";
import { clearToken, setToken } from "./token.js";

const call = areaClient(areaApi(AuthGroup, AccountGroup));

/** The auth token call gives up after 10 s (spec 001 §9). */
const AuthTimeoutMs = 10_000;

/** The server's RSA public key (SPKI PEM) for password encryption. */
export const getAuthPublicKey = () => call("auth.authPublicKey", (api) => api.auth.authPublicKey()).then((r) => r.key);

/** Encrypts a password with the server's public key before it is sent. */
export const encryptPassword = makeEncryptor(getAuthPublicKey);

/** Signs in with e-mail and password; stores the bearer token. Rejects with the contract error for the form. */
export const login = async (login: string, password: string): Promise<void> => {
  const encrypted = await encryptPassword(password);
  const res = await call("auth.userAuthTokens", (api) => api.auth.userAuthTokens({ payload: { login, password: encrypted } }), {
    signal: AbortSignal.timeout(AuthTimeoutMs),
  });
  setToken(res.token, res.token_type);
};

/** Ends the session on the server (failures.ts calls it for a blocked user). */
export const serverLogout = () => call("auth.logout", (api) => api.auth.logout());

/** Ends the session on the server (best effort) and forgets the token. */
export const logout = async (): Promise<void> => {
  try {
    await serverLogout();
  } catch {
    // A failed logout still signs the browser out.
  } finally {
    clearToken();
  }
};

/** The signed-in user's session: user, role, effective permissions, features, menu variant. */
export const getSessionData = (signal?: AbortSignal): Promise<SessionData> =>
  call("account.getSessionData", (api) => api.account.getSessionData(), { signal });

/** Changes the signed-in user's password; an `Invalid` answer names the fields that break the policy. */
export const changePassword = async (oldPassword: string, newPassword: string): Promise<void> => {
  const [old_password, new_password] = await Promise.all([encryptPassword(oldPassword), encryptPassword(newPassword)]);
  await call("account.changePassword", (api) => api.account.changePassword({ payload: { old_password, new_password } }));
};

/** The state of a set-password link and the branding of its client. */
export const getConfirmPasswordLink = (uid: string, signal?: AbortSignal) =>
  call("auth.confirmPasswordLink", (api) => api.auth.confirmPasswordLink({ query: { uid } }), { signal });

/** Sets a password through a link; signed in (the token stored) unless the account may not sign in. */
export const confirmPassword = async (uid: string, password: string): Promise<{ signedIn: boolean }> => {
  const encrypted = await encryptPassword(password);
  const { session } = await call("auth.confirmPassword", (api) => api.auth.confirmPassword({ payload: { uid, password: encrypted } }));
  if (session) setToken(session.token, session.token_type);
  return { signedIn: session !== null };
};

/** Asks for a set-password link by e-mail: the same answer whether or not the e-mail names an account. */
export const forgotPassword = (login: string) =>
  call("auth.forgotPassword", (api) => api.auth.forgotPassword({ payload: { login } }), { signal: AbortSignal.timeout(AuthTimeoutMs) });
