// The DataTable's pure parts: grid keyboard moves, the per-route column memory in localStorage `tableHeaders`,
// and the list queries the users list builds (search from 3 characters, all/any filters).
import { beforeEach, describe, expect, it } from "vitest";
import { filterOf, queryOf, sortOf } from "../../src/features/lists/useDataList";
import { readColumns, TABLE_HEADERS_KEY, writeColumns } from "../../ui/DataTable/columnStorage";
import { nextCell } from "../../ui/DataTable/useGridKeyboard";

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

describe("grid keyboard", () => {
  const at = { row: 3, col: 2 };
  it("moves by arrows, pages and to the ends", () => {
    expect(nextCell("ArrowDown", false, at, 10, 100, 5)).toEqual({ row: 4, col: 2 });
    expect(nextCell("ArrowUp", false, at, 10, 100, 5)).toEqual({ row: 2, col: 2 });
    expect(nextCell("ArrowRight", false, at, 10, 100, 5)).toEqual({ row: 3, col: 3 });
    expect(nextCell("ArrowLeft", false, at, 10, 100, 5)).toEqual({ row: 3, col: 1 });
    expect(nextCell("PageDown", false, at, 10, 100, 5)).toEqual({ row: 13, col: 2 });
    expect(nextCell("Home", false, at, 10, 100, 5)).toEqual({ row: 3, col: 0 });
    expect(nextCell("End", false, at, 10, 100, 5)).toEqual({ row: 3, col: 4 });
    expect(nextCell("End", true, at, 10, 100_000, 5)).toEqual({ row: 99_999, col: 2 });
    expect(nextCell("Home", true, at, 10, 100, 5)).toEqual({ row: 0, col: 2 });
  });
  it("leaves Enter, Space and other keys to the grid's actions", () => {
    expect(nextCell("Enter", false, at, 10, 100, 5)).toBeNull();
    expect(nextCell(" ", false, at, 10, 100, 5)).toBeNull();
    expect(nextCell("a", false, at, 10, 100, 5)).toBeNull();
  });
});

describe("column memory", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  it("remembers the chosen columns per route", () => {
    writeColumns("users", { email: false, phone: true });
    writeColumns("groups", { description: true });
    expect(readColumns("users")).toEqual({ email: false, phone: true });
    expect(readColumns("groups")).toEqual({ description: true });
    expect(JSON.parse(localStorage.getItem(TABLE_HEADERS_KEY) ?? "{}")).toHaveProperty("users");
  });
  it("ignores a broken stored value", () => {
    localStorage.setItem(TABLE_HEADERS_KEY, "{not json");
    expect(readColumns("users")).toEqual({});
    writeColumns("users", { email: true });
    expect(readColumns("users")).toEqual({ email: true });
  });
});

describe("list queries", () => {
  const byCity = { conditions: [{ field: "city", operator: "eq" as const, values: ["Kazan"] }], match: "any" as const };
  it("applies a search from 3 characters, by e-mail when it has an @", () => {
    expect(queryOf("iv", null)).toEqual({ search: "iv" });
    expect(filterOf(queryOf("iv", null))).toBeNull();
    expect(filterOf(queryOf("ivan", null))).toEqual({ conditions: [{ field: "full_name", operator: "contains", values: ["ivan"] }], match: "all" });
    expect(filterOf(queryOf("ivan@", null))?.conditions[0].field).toBe("email");
  });
  it("keeps the filter's all/any and narrows an any-filter by the search", () => {
    expect(filterOf(queryOf("", byCity))).toEqual(byCity);
    const both = filterOf(queryOf("anna", byCity));
    expect(both?.match).toBe("all");
    expect(both?.conditions).toHaveLength(2);
  });
  it("carries the server-side order beside the filter", () => {
    expect(sortOf(queryOf("", null))).toBeNull();
    expect(sortOf(queryOf("", byCity, { id: "email", desc: true }))).toEqual({ field: "email", dir: "desc" });
    expect(filterOf(queryOf("", byCity, { id: "email", desc: false }))).toEqual(byCity);
    expect(sortOf(queryOf("anna", null, { id: "full_name", desc: false }))).toEqual({ field: "full_name", dir: "asc" });
  });
});
