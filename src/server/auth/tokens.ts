import { jwtVerify, SignJWT } from "jose";
import type { Keys } from "./keys.js";

/** What an access token says: who, in which client, in which session. */
export interface AccessClaims {
  readonly userId: number;
  readonly clientId: number;
  readonly sessionId: number;
}

/** Signs a short-lived HS256 access token. */
export const signAccess = (keys: Keys, claims: AccessClaims, now: Date, ttlSeconds: number) => {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: claims.clientId, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keys.jwtKey);
};

const toClaims = (payload: Record<string, unknown>): AccessClaims | null => {
  const userId = Number(payload.sub);
  const { cid, sid } = payload;
  return Number.isInteger(userId) && Number.isInteger(cid) && Number.isInteger(sid)
    ? { userId, clientId: cid as number, sessionId: sid as number }
    : null;
};

// A token without an expiry (or without its subject) is refused even when its signature is right: jose checks
// `exp` only when it is present.
const REQUIRED = ["exp", "iat", "sub"];

/** Verifies signature and expiry; null for a forged, malformed, unexpiring or expired token. */
export const verifyAccess = async (keys: Keys, token: string, now: Date): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, keys.jwtKey, { algorithms: ["HS256"], currentDate: now, requiredClaims: REQUIRED });
    return toClaims(payload);
  } catch {
    return null;
  }
};

/** Verifies the signature only: logout must work with an expired access token. */
export const verifySignatureOnly = async (keys: Keys, token: string): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, keys.jwtKey, { algorithms: ["HS256"], currentDate: new Date(0), requiredClaims: REQUIRED });
    return toClaims(payload);
  } catch {
    return null;
  }
};
