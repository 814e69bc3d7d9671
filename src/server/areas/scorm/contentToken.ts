import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The package-session token: what the content origin accepts instead of the app's cookie or bearer token (the README's
 * threat model). It names the client, the package, the launching person's attempt and session, the app origin that
 * launched it (the only page that may frame the player there) and an expiry, under an HMAC of the server's secret.
 * Each use checks the rest against the database: the session still live (logout ends it), the attempt still that
 * person's latest in the package (a new attempt retires the old token).
 */
export interface ContentGrant {
  readonly clientId: number;
  readonly packageId: string;
  readonly attemptId: number;
  readonly userId: number;
  readonly sessionId: number;
  /** Seconds since the epoch. */
  readonly expires: number;
  /** The app's origin that launched the attempt (`https://acme.stride.example`). */
  readonly appOrigin: string;
}

/** At most this long, and never longer than the session (a long SCORM sitting fits). */
export const CONTENT_TTL_SECONDS = 12 * 3600;

const mac = (secret: Uint8Array, body: string) => createHmac("sha256", secret).update(`scorm-content:v2:${body}`).digest("base64url");

export const signGrant = (secret: Uint8Array, g: ContentGrant) => {
  const body = [g.clientId, g.packageId, g.attemptId, g.userId, g.sessionId, g.expires, Buffer.from(g.appOrigin).toString("base64url")].join(".");
  return `${body}.${mac(secret, body)}`;
};

const TOKEN = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

/** The grant a token carries, or null when it is malformed, forged or expired (the database checks come after). */
export const readGrant = (secret: Uint8Array, token: string, now: Date): ContentGrant | null => {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, m.slice(1, 8).join(".")));
  const given = Buffer.from(m[8]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expires = Number(m[6]);
  if (expires * 1000 < now.getTime()) return null;
  return {
    clientId: Number(m[1]), packageId: m[2], attemptId: Number(m[3]), userId: Number(m[4]), sessionId: Number(m[5]), expires,
    appOrigin: Buffer.from(m[7], "base64url").toString(),
  };
};
