// The first page's filter fields are kept per client and language, and forgotten by any event that changes their
// options (catalogue items, custom roles, groups), so a change shows on the very next first page.
import { describe, expect, it } from "vitest";
import { listRoute, registerList } from "../../src/server/areas/lists/engine.js";
import { FilterCache } from "../../src/server/areas/lists/filterCache.js";
import type { TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
withSignedIn(["admin", "nwAdmin"], (env) => ({ s, admin, nwAdmin } = env));

const options = async (field: string, token = admin, language = "ru") => {
  const r = await s.request("/api/virginSearch", { token, headers: { "content-language": language }, body: { route: "users", params: { limit: 1 } } });
  expect(r.status).toBe(200);
  return (r.body.filters.find((f: any) => f.name === field).source as { id: number; value: string }[]).map((o) => o.value);
};

describe("filter options of the first page", () => {
  it("are kept: a row written behind the event log's back does not show until an event changes the options", async () => {
    expect(await options("job_position_id")).not.toContain("Written directly");
    await s.db.query(`insert into catalogue_items (id, client_id, resource, data, created_at, updated_at)
      values (995001, 1, 'userJobPositions', '{"name": "Written directly"}', now(), now())`);
    expect(await options("job_position_id")).not.toContain("Written directly");
    const created = await s.request("/api/userJobPositions", { token: admin, body: { name: "Cache position" } });
    expect(created.status).toBe(200);
    expect(await options("job_position_id")).toEqual(expect.arrayContaining(["Written directly", "Cache position"]));
  });

  it("show a renamed or removed item, a new custom role and a new group at once", async () => {
    const id = (await s.request("/api/userJobPositions", { token: admin, body: { name: "Before rename" } })).body.id;
    expect(await options("job_position_id")).toContain("Before rename");
    expect((await s.request(`/api/userJobPositions/${id}`, { method: "PUT", token: admin, body: { name: "After rename" } })).status).toBe(200);
    const renamed = await options("job_position_id");
    expect(renamed).toContain("After rename");
    expect(renamed).not.toContain("Before rename");
    expect((await s.request(`/api/userJobPositions/${id}`, { method: "DELETE", token: admin })).status).toBe(204);
    expect(await options("job_position_id")).not.toContain("After rename");

    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Кэш-роль", en: "Cache role", fr: "Rôle cache" }, routes: { dashboard: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    expect(await options("custom_role_id")).toContain("Кэш-роль");
    expect(await options("custom_role_id", admin, "en")).toContain("Cache role");

    const group = await s.request("/api/userGroups", { token: admin, body: { name: "Cache group", type: "static" } });
    expect(group.status).toBe(200);
    expect(await options("groups")).toContain("Cache group");
  });

  it("are kept per language and per client", async () => {
    expect(await options("status_id", admin, "en")).toContain("Active");
    expect(await options("status_id", admin, "ru")).toContain("Активен");
    expect((await s.request("/api/userJobPositions", { token: nwAdmin, body: { name: "Northwind only" } })).status).toBe(200);
    expect(await options("job_position_id", nwAdmin)).toContain("Northwind only");
    expect(await options("job_position_id", admin)).not.toContain("Northwind only");
  });
});

describe("FilterCache", () => {
  it("keeps what a read found only if no change to the client came while it read; other clients' entries stay", () => {
    const cache = new FilterCache();
    cache.remember(1, "users|ru|", "[1]", cache.version(1));
    cache.remember(2, "users|ru|", "[2]", cache.version(2));
    expect(cache.get(1, "users|ru|")).toBe("[1]");
    const readFrom = cache.version(1);
    cache.forget(1); // the change's transaction (or its commit) lands while the read is under way
    expect(cache.get(1, "users|ru|")).toBeUndefined();
    cache.remember(1, "users|ru|", "[stale]", readFrom);
    expect(cache.get(1, "users|ru|")).toBeUndefined();
    expect(cache.get(2, "users|ru|")).toBe("[2]");
    cache.remember(1, "users|ru|", "[new]", cache.version(1));
    expect(cache.get(1, "users|ru|")).toBe("[new]");
  });
});

describe("list routes", () => {
  it("may read filter options only from tables whose changes the cache hears of", () => {
    const text = { ru: "x", en: "x", fr: "x" };
    const route = (from: string) => ({
      name: "cacheGuard", section: "users" as const, from: "users u", alias: "u", columns: [],
      filters: [{ name: "track", sql: "u.id", type: "dict" as const, text, options: { id: "id", value: "name", from, order: "id" } }],
    });
    expect(() => registerList(route("tracks where client_id = $1"))).toThrow(/OPTION_TABLES/);
    expect(listRoute("cacheGuard")).toBeUndefined();
    expect(() => registerList(route("user_groups where client_id = $1"))).not.toThrow();
  });
});
