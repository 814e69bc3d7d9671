// Crypto-shredding (src/server/events/personalData.ts): personal fields sealed under a person's key open again while
// the key lives, and never once it is shredded; nothing new is sealed for an erased person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/types.js";
import {
  isErased, makePersonKeys, openMany, openPersonal, sealPersonal, sealWith, shredPersonKey,
} from "../../src/server/events/personalData.js";
import { openTestDb } from "./harness.js";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(() => drop?.());

const PERSONAL = ["email", "first_name"];

describe("personal data sealing", () => {
  it("keeps the personal fields out of the clear data and opens them with the person's key", async () => {
    const data = await db.transaction((tx) => sealPersonal(tx, 1, 9001, { id: 9001, email: "a@x.test", first_name: "Ada", role_id: 9 }, PERSONAL));
    expect(data).toMatchObject({ id: 9001, role_id: 9, sealed: { subject: 9001 } });
    expect(JSON.stringify(data)).not.toMatch(/a@x\.test|Ada/);
    expect(await openPersonal(db, data.sealed as any)).toEqual({ email: "a@x.test", first_name: "Ada" });
    // No personal field: nothing sealed, nothing to open.
    const plain = await db.transaction((tx) => sealPersonal(tx, 1, 9001, { id: 9001, role_id: 2 }, PERSONAL));
    expect(plain).toEqual({ id: 9001, role_id: 2 });
    expect(await openPersonal(db, undefined)).toEqual({});
  });

  it("fails to open a tampered box rather than yield altered data", async () => {
    const data = await db.transaction((tx) => sealPersonal(tx, 1, 9002, { email: "b@x.test" }, PERSONAL));
    const sealed = data.sealed as { subject: number; iv: string; box: string };
    const bytes = Buffer.from(sealed.box, "base64");
    bytes[0] ^= 1;
    await expect(openPersonal(db, { ...sealed, box: bytes.toString("base64") })).rejects.toThrow();
  });

  it("opens nothing once the key is shredded, and seals nothing new for that person", async () => {
    const keys = await db.transaction((tx) => makePersonKeys(tx, 1, [9003, 9004]));
    const a = sealWith(keys.get(9003)!, 9003, { email: "c@x.test" }, PERSONAL);
    const b = sealWith(keys.get(9004)!, 9004, { email: "d@x.test" }, PERSONAL);
    await db.transaction((tx) => shredPersonKey(tx, 1, 9003, new Date().toISOString()));
    expect(await isErased(db, 9003)).toBe(true);
    expect(await isErased(db, 9004)).toBe(false);
    expect(await openMany(db, [a.sealed as any, b.sealed as any, undefined])).toEqual([null, { email: "d@x.test" }, {}]);
    expect(await openPersonal(db, a.sealed as any)).toBeNull();
    const after = await db.transaction((tx) => sealPersonal(tx, 1, 9003, { id: 9003, email: "c@x.test" }, PERSONAL));
    expect(after).toEqual({ id: 9003 });
    const [row] = await db.query("select key from person_keys where user_id = 9003");
    expect(row.key).toBeNull();
  });
});
