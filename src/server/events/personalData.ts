import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Sql } from "../db/types.js";

/**
 * Crypto-shredding of personal data in the event log. Events about a person carry their personal fields sealed
 * (AES-256-GCM) under that person's key in `person_keys`; the rest of the data stays in the clear. Erasing the
 * person deletes the key: the log keeps the bytes but no reader can open them, so a replay or a rebuild yields the
 * erased values, and the log itself need not be rewritten. Keys are made lazily on the first seal.
 */
export interface Sealed {
  /** The person (user id) whose key sealed it. */
  readonly subject: number;
  readonly iv: string;
  /** Ciphertext and the 16-byte GCM tag, base64. */
  readonly box: string;
}

export type Opened = Record<string, unknown>;

const ALGORITHM = "aes-256-gcm";

const readKey = async (sql: Sql, subject: number) =>
  (await sql.query<{ key: Buffer | Uint8Array | null; erased_at: unknown }>(
    "select key, erased_at from person_keys where user_id = $1", [subject]))[0];

/** The subject's key, made on first use; null once the person was erased (nothing new is sealed for them). */
const keyFor = async (tx: Sql, clientId: number, subject: number): Promise<Buffer | null> => {
  const found = await readKey(tx, subject);
  if (found) return found.key ? Buffer.from(found.key) : null;
  const key = randomBytes(32);
  await tx.query("insert into person_keys (user_id, client_id, key) values ($1, $2, $3) on conflict (user_id) do nothing", [subject, clientId, key]);
  // Another transaction may have made it first: read back the one that won.
  const row = await readKey(tx, subject);
  return row?.key ? Buffer.from(row.key) : null;
};

const encrypt = (key: Buffer, subject: number, fields: Opened): Sealed => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(fields), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { subject, iv: iv.toString("base64"), box: body.toString("base64") };
};

const decrypt = (key: Buffer, sealed: Sealed): Opened => {
  const body = Buffer.from(sealed.box, "base64");
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, "base64"));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8"));
};

/** The fields of `data` that stay in the clear, and the personal ones present (undefined when none is). */
const split = (data: Record<string, unknown>, personal: readonly string[]) => {
  const clear: Record<string, unknown> = {};
  const secret: Opened = {};
  for (const [k, v] of Object.entries(data)) {
    if (v !== undefined && personal.includes(k)) secret[k] = v;
    else clear[k] = v;
  }
  return { clear, secret: Object.keys(secret).length ? secret : undefined };
};

/**
 * Splits `data` into what stays in the clear and the `personal` fields sealed under the subject's key (as
 * `sealed`). Fields that are absent are not sealed; with none there is no `sealed`. For an erased person the
 * personal fields are dropped: nothing personal about them enters the log again.
 */
export const sealPersonal = async (
  tx: Sql, clientId: number, subject: number, data: Record<string, unknown>, personal: readonly string[],
): Promise<Record<string, unknown>> => {
  const { clear, secret } = split(data, personal);
  if (!secret) return clear;
  const key = await keyFor(tx, clientId, subject);
  return key ? { ...clear, sealed: encrypt(key, subject, secret) } : clear;
};

/** Makes the keys of many new people at once (an import, the bench): one statement. */
export const makePersonKeys = async (tx: Sql, clientId: number, subjects: readonly number[]): Promise<Map<number, Buffer>> => {
  const keys = new Map(subjects.map((s) => [s, randomBytes(32)]));
  if (keys.size) {
    await tx.query(
      `insert into person_keys (user_id, client_id, key) select s, $2, decode(k, 'base64') from unnest($1::int[], $3::text[]) as x(s, k)
       on conflict (user_id) do nothing`,
      [[...keys.keys()], clientId, [...keys.values()].map((k) => k.toString("base64"))]);
  }
  return keys;
};

/**
 * The keys of many people at once (made for those who have none yet), for sealing to many recipients in a few
 * statements; null for an erased person (nothing new is sealed for them).
 */
export const personKeys = async (tx: Sql, clientId: number, subjects: readonly number[]): Promise<Map<number, Buffer | null>> => {
  const read = async (ids: readonly number[]) =>
    ids.length
      ? await tx.query<{ user_id: number; key: Buffer | Uint8Array | null }>("select user_id, key from person_keys where user_id = any($1::int[])", [ids])
      : [];
  const keys = new Map<number, Buffer | null>((await read(subjects)).map((r) => [r.user_id, r.key ? Buffer.from(r.key) : null]));
  const missing = subjects.filter((s) => !keys.has(s));
  if (missing.length) {
    await makePersonKeys(tx, clientId, missing);
    // Another transaction may have made some first: read back the ones that won.
    for (const r of await read(missing)) keys.set(r.user_id, r.key ? Buffer.from(r.key) : null);
  }
  return keys;
};

/** Seals with a key already in hand (from makePersonKeys), for bulk creation. */
export const sealWith = (key: Buffer, subject: number, data: Record<string, unknown>, personal: readonly string[]) => {
  const { clear, secret } = split(data, personal);
  return secret ? { ...clear, sealed: encrypt(key, subject, secret) } : clear;
};

/**
 * The personal fields of an event's data: `{}` when it has none sealed (or is from before sealing: its fields are
 * in the clear), the opened fields, or null when the person was erased (the key is gone).
 */
export const openPersonal = async (sql: Sql, sealed: Sealed | undefined): Promise<Opened | null> => {
  if (!sealed) return {};
  const row = await readKey(sql, sealed.subject);
  return row?.key ? decrypt(Buffer.from(row.key), sealed) : null;
};

/** Opens many sealed parts with one query for their keys (a batch projection); null entries for erased people. */
export const openMany = async (sql: Sql, sealed: readonly (Sealed | undefined)[]): Promise<(Opened | null)[]> => {
  const subjects = [...new Set(sealed.filter((s): s is Sealed => !!s).map((s) => s.subject))];
  const rows = subjects.length
    ? await sql.query<{ user_id: number; key: Buffer | Uint8Array | null }>("select user_id, key from person_keys where user_id = any($1::int[])", [subjects])
    : [];
  const keys = new Map(rows.map((r) => [r.user_id, r.key ? Buffer.from(r.key) : null]));
  return sealed.map((s) => {
    if (!s) return {};
    const key = keys.get(s.subject);
    return key ? decrypt(key, s) : null;
  });
};

/** Whether the person's personal data was erased. */
export const isErased = async (sql: Sql, subject: number) => !!(await readKey(sql, subject))?.erased_at;

/** Deletes the person's key, leaving a tombstone: every sealed field about them becomes unreadable, for good. */
export const shredPersonKey = async (tx: Sql, clientId: number, subject: number, at: string) => {
  await tx.query(
    `insert into person_keys (user_id, client_id, key, erased_at) values ($1, $2, null, $3)
     on conflict (user_id) do update set key = null, erased_at = $3`, [subject, clientId, at]);
};
