// The one keyset paging helper (src/server/db/keyset.ts) against a real database: walking every page gives each
// row exactly once, in the full order, whatever the ties in the sort key, ascending or descending, with NULL sort
// values coalesced as the list columns do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keysetAfter, keysetOrder, keysetPage, keysetTail, type Keyset, nextCursor } from "../../src/server/db/keyset.js";
import { openPglite } from "../../src/server/db/pglite.js";
import type { Db } from "../../src/server/db/types.js";

let db: Db;
const ROWS = 53;

beforeAll(async () => {
  db = await openPglite(undefined);
  await db.query("create table items (id int primary key, score int not null, city text)");
  // Scores repeat (ties on every page boundary), a third of the cities are NULL, ids are not in score order.
  for (let i = 1; i <= ROWS; i++) {
    await db.query("insert into items values ($1, $2, $3)", [(i * 37) % 101, i % 4, i % 3 === 0 ? null : `c${i % 5}`]);
  }
});
afterAll(() => db.close());

/** Every page of `size` rows under `ks`, the cursor read by id as the list engine does for several keys. */
const walk = async (ks: Keyset, size: number) => {
  const seen: number[] = [];
  let lastId: number | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const cursor = lastId === null ? null : ks.keys.length === 1 ? "$1" : `(select ${ks.keys.join(", ")} from items where id = $1)`;
    const rows: { id: number }[] = await db.query<{ id: number }>(
      `select id from items where true${keysetTail(ks, cursor, size)}`, lastId === null ? [] : [lastId]);
    seen.push(...rows.map((r) => r.id));
    lastId = nextCursor(rows, size, (r) => r.id);
    if (lastId === null) return seen;
  }
  throw new Error("paging did not end");
};

const all = async (ks: Keyset) => (await db.query<{ id: number }>(`select id from items${keysetOrder(ks)}`)).map((r) => r.id);

describe("keyset paging", () => {
  it("writes the condition, the order and the limit", () => {
    expect(keysetAfter({ keys: ["id"] }, null)).toBe("");
    expect(keysetAfter({ keys: ["id"], desc: true }, "$2")).toBe(" and id < $2");
    expect(keysetTail({ keys: ["a.score", "a.id"] }, "($1, $2)", "$3")).toBe(" and (a.score, a.id) > ($1, $2) order by a.score, a.id limit $3");
  });

  it.each([
    ["by id ascending", { keys: ["id"] }],
    ["by id descending", { keys: ["id"], desc: true }],
    ["by a tied score, ties broken by id", { keys: ["score", "id"] }],
    ["by a tied score descending", { keys: ["score", "id"], desc: true }],
    ["by a nullable city, coalesced", { keys: ["coalesce(city, '')", "id"] }],
    ["by a nullable city descending", { keys: ["coalesce(city, '')", "id"], desc: true }],
  ] as const)("walks every row once %s", async (_, ks) => {
    const expected = await all(ks);
    expect(expected).toHaveLength(ROWS);
    for (const size of [1, 4, 10, ROWS, ROWS + 5]) expect(await walk(ks, size)).toEqual(expected);
  });

  it("loses rows with an uncoalesced NULL key (why keys must not be NULL)", async () => {
    expect((await walk({ keys: ["city", "id"] }, 4)).length).toBeLessThan(ROWS);
  });

  it("gives no next cursor after a short or empty page", () => {
    expect(keysetPage([{ id: 1 }, { id: 2 }], 2).last_id).toBe(2);
    expect(keysetPage([{ id: 1 }], 2).last_id).toBeNull();
    expect(keysetPage([], 2).last_id).toBeNull();
  });
});
