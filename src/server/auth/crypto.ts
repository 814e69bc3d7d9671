import { constants, createHash, createHmac, privateDecrypt, randomBytes } from "node:crypto";
import type { Keys } from "./keys.js";

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext from the browser; null when it does not decrypt. */
export const decryptPassword = (keys: Keys, base64: string): string | null => {
  try {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(base64)) return null;
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(base64, "base64"),
    ).toString("utf8");
    return plain.length > 0 && plain.length <= 256 ? plain : null;
  } catch {
    return null;
  }
};

/** Hex SHA-256: refresh tokens, link uids and unknown logins are stored only as hashes. */
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A random URL-safe secret (refresh tokens, password-link uids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/**
 * The refresh token that replaces `token` on rotation: derived (HMAC under the server secret), not random, so a
 * second refresh with the same token inside the grace window answers the same successor without its plaintext
 * ever being stored. Unpredictable without the secret; the database keeps only hashes.
 */
export const successorToken = (keys: Pick<Keys, "jwtSecret">, token: string) =>
  createHmac("sha256", keys.jwtSecret).update(`refresh-successor:${token}`).digest("base64url");
