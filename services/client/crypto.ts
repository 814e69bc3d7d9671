// The password never leaves the browser in clear: it is encrypted with the server's RSA public key
// (RSA-OAEP, SHA-256) and sent as base64.

const pemToDer = (pem: string): ArrayBuffer => {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return bytes.buffer;
};

const toBase64 = (buffer: ArrayBuffer): string => {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Imports an SPKI PEM public key for RSA-OAEP encryption. */
export const importPublicKey = (pem: string): Promise<CryptoKey> =>
  crypto.subtle.importKey("spki", pemToDer(pem), { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);

/** Encrypts a password with a key (RSA-OAEP SHA-256) and returns the base64 ciphertext. */
export const encryptWith = async (key: CryptoKey, password: string): Promise<string> =>
  toBase64(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(password)));

/** An encrypt function over a key source; the key is fetched once and again after a failure. */
export const makeEncryptor = (fetchPem: () => Promise<string>) => {
  let keyPromise: Promise<CryptoKey> | null = null;
  const key = () => {
    keyPromise ??= fetchPem()
      .then(importPublicKey)
      .catch((error) => {
        keyPromise = null;
        throw error;
      });
    return keyPromise;
  };
  return async (password: string): Promise<string> => encryptWith(await key(), password);
};
