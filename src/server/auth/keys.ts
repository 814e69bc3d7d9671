import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes, webcrypto } from "node:crypto";
import { Context } from "effect";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";

/** The server's secrets, loaded once per process from `server_keys` (see 0002_auth.sql for why it is no projection). */
export interface Keys {
  readonly publicKeyPem: string;
  readonly privateKey: KeyObject;
  readonly jwtSecret: Uint8Array;
  /** The same secret imported once as an HMAC key: importing it on every verify costs more than the verify. */
  readonly jwtKey: CryptoKey;
}
export class ServerKeys extends Context.Service<ServerKeys, Keys>()("stride/ServerKeys") {}

const read = async (db: Db, name: string) =>
  (await db.query<{ value: string }>("select value from server_keys where name = $1", [name]))[0]?.value;

/** Inserts a value unless another instance already did, and returns whichever value won. */
const getOrCreate = async (db: Db, name: string, make: () => string) => {
  const existing = await read(db, name);
  if (existing !== undefined) return existing;
  await db.query("insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing", [name, make()]);
  return (await read(db, name))!;
};

/** Loads (creating on first start) the RSA-2048 pair for password encryption and the JWT secret. */
export const loadKeys = async (db: Db, config: Pick<Config, "jwtSecret">): Promise<Keys> => {
  const pair = JSON.parse(
    await getOrCreate(db, "rsa", () => {
      const { publicKey, privateKey } = generateKeyPairSync("rsa", {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      });
      return JSON.stringify({ publicKey, privateKey });
    }),
  ) as { publicKey: string; privateKey: string };
  const secret = config.jwtSecret ?? (await getOrCreate(db, "jwt", () => randomBytes(48).toString("base64")));
  const jwtSecret = new TextEncoder().encode(secret);
  const jwtKey = await webcrypto.subtle.importKey("raw", jwtSecret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return { publicKeyPem: pair.publicKey, privateKey: createPrivateKey(pair.privateKey), jwtSecret, jwtKey: jwtKey as CryptoKey };
};
