// Sign-in, session, password: the auth and account areas of the contract. The calls live in authCalls.ts (the
// Effect client) and load on first use: the login page shows without Effect, which is fetched when the user
// signs in, not before the form is on screen. The session itself is read over plain fetch (firstScreen.ts), so the
// first screen after sign-in does without Effect too.
import type { SessionData } from "../contract/auth.js";
import * as firstScreen from "./firstScreen.js";

const calls = () => import("./authCalls.js");

/** The server's RSA public key (SPKI PEM) for password encryption. */
export const getAuthPublicKey = async (): Promise<string> => (await calls()).getAuthPublicKey();

/** Encrypts a password with the server's public key before it is sent. */
export const encryptPassword = async (password: string): Promise<string> => (await calls()).encryptPassword(password);

/** Signs in with e-mail and password; stores the bearer token. Rejects with the contract error for the form. */
export const login = async (login: string, password: string): Promise<void> => (await calls()).login(login, password);

/** Ends the session on the server (best effort) and forgets the token. */
export const logout = async (): Promise<void> => (await calls()).logout();

/** The signed-in user's session: user, role, effective permissions, features, menu variant. */
export const getSessionData = (signal?: AbortSignal): Promise<SessionData> => firstScreen.getSessionData(signal);

/** Changes the signed-in user's password; an `Invalid` answer names the fields that break the policy. */
export const changePassword = async (oldPassword: string, newPassword: string): Promise<void> =>
  (await calls()).changePassword(oldPassword, newPassword);

/** The state of a set-password link and the branding of its client. */
export const getConfirmPasswordLink = async (uid: string, signal?: AbortSignal) => (await calls()).getConfirmPasswordLink(uid, signal);

/** Sets a password through a link; signed in (the token stored) unless the account may not sign in. */
export const confirmPassword = async (uid: string, password: string): Promise<{ signedIn: boolean }> =>
  (await calls()).confirmPassword(uid, password);

/** Asks for a set-password link by e-mail: the same answer whether or not the e-mail names an account. */
export const forgotPassword = async (login: string): Promise<void> => (await calls()).forgotPassword(login);
