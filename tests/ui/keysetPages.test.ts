// The browser's keyset paging: the next page's key, and the rows of the loaded pages in order.
import { describe, expect, it } from "vitest";
import { keysetRows, nextKeysetPage } from "../../src/app/lists/keysetPages";

describe("keyset pages", () => {
  const next = nextKeysetPage(2);
  it("asks for the next page after the last row of a full page", () => {
    expect(next({ items: ["a", "b"], last_id: 7 })).toBe(7);
  });
  it("stops after a short page, or a page without a last id", () => {
    expect(next({ items: ["a"], last_id: 7 })).toBeUndefined();
    expect(next({ items: [], last_id: null })).toBeUndefined();
    expect(next({ items: ["a", "b"], last_id: null })).toBeUndefined();
  });
  it("gives the rows of every loaded page in order, and none before the first", () => {
    expect(keysetRows({ pages: [{ items: [1, 2], last_id: 2 }, { items: [3], last_id: 3 }] })).toEqual([1, 2, 3]);
    expect(keysetRows(undefined)).toEqual([]);
  });
});
