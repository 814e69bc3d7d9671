import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness.js";

// GET /api/clients: the platform administrators' list of client organisations.
let s: TestServer;
let demoAdmin: string;
let nwAdmin: string;
let employee: string;
beforeAll(async () => {
  s = await startServer();
  demoAdmin = (await s.login("admin@demo.local")).token;
  nwAdmin = (await s.login("admin@northwind.local")).token;
  employee = (await s.login("employee@demo.local")).token;
});
afterAll(() => s?.close());

describe("GET /api/clients", () => {
  it("lists every client with hosts and user counts for a platform administrator", async () => {
    const res = await s.request("/api/clients", { token: demoAdmin });
    expect(res.status).toBe(200);
    const names = res.body.items.map((c: any) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Demo", "Northwind"]));
    const nw = res.body.items.find((c: any) => c.name === "Northwind");
    expect(nw.hosts).toEqual(["northwind.localhost"]);
    const [count] = await s.db.query("select count(*)::int as n from users where client_id = $1", [nw.id]);
    expect(nw.users_count).toBe(count.n);
    expect(res.body.items.find((c: any) => c.name === "Demo").is_default).toBe(true);
    expect(res.body.last_id).toBeNull();
  });

  it("pages by last_id and searches by name or host", async () => {
    const first = await s.request("/api/clients?limit=1", { token: demoAdmin });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.last_id).toBe(first.body.items[0].id);
    const next = await s.request(`/api/clients?limit=1&last_id=${first.body.last_id}`, { token: demoAdmin });
    expect(next.status).toBe(200);
    expect(next.body.items[0].id).toBeGreaterThan(first.body.last_id);
    const byHost = await s.request("/api/clients?search=northwind.local", { token: demoAdmin });
    expect(byHost.body.items.map((c: any) => c.name)).toEqual(["Northwind"]);
    const none = await s.request(`/api/clients?search=${encodeURIComponent("%_")}`, { token: demoAdmin });
    expect(none.body.items).toEqual([]);
  });

  it("refuses a client administrator, an employee and an anonymous caller", async () => {
    const nw = await s.request("/api/clients", { token: nwAdmin });
    expect(nw.status).toBe(403);
    expect(JSON.stringify(nw.body)).not.toContain("Demo");
    expect((await s.request("/api/clients", { token: employee })).status).toBe(403);
    expect((await s.request("/api/clients")).status).toBe(401);
  });

  it("answers 400 to a bad query, never 500", async () => {
    for (const q of ["limit=0", "limit=201", "limit=abc", "last_id=-1", "last_id=1.5", `search=${"x".repeat(201)}`]) {
      const res = await s.request(`/api/clients?${q}`, { token: demoAdmin });
      expect(res.status, q).toBe(400);
    }
  });
});

describe("another client's settings for a platform administrator", () => {
  it("reads and updates Northwind's information by client_id", async () => {
    const [nw] = await s.db.query("select id from clients where name = 'Northwind'");
    const info = await s.request(`/api/clientInformation?client_id=${nw.id}`, { token: demoAdmin });
    expect(info.status).toBe(200);
    const { id: _id, ...rest } = info.body;
    const put = await s.request(`/api/clientInformation?client_id=${nw.id}`, { method: "PUT", token: demoAdmin, body: { ...rest, short_description: "Edited by the platform" } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: nw.id, short_description: "Edited by the platform" });
    const bad = await s.request(`/api/clientInformation?client_id=${nw.id}`, { method: "PUT", token: demoAdmin, body: { ...rest, name: "" } });
    expect(bad.status).toBe(400);
  });
});

describe("another client's catalogue for a platform administrator (client_id)", () => {
  it("creates, reads, updates and removes a Northwind tag; Northwind sees it, Demo does not", async () => {
    const [nw] = await s.db.query("select id from clients where name = 'Northwind'");
    // An empty short name comes as null from the catalogue dialog.
    const created = await s.request(`/api/tags?client_id=${nw.id}`, { method: "POST", token: demoAdmin, body: { value: "Platform tag", short_value: null } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ client_id: nw.id, value: "Platform tag" });
    const id = created.body.id;
    expect((await s.request(`/api/tags/${id}`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request(`/api/tags/${id}?client_id=${nw.id}`, { token: demoAdmin })).status).toBe(200);
    const own = await s.request("/api/tags", { token: nwAdmin });
    expect(own.body.map((t: any) => t.value)).toContain("Platform tag");
    const demo = await s.request("/api/tags", { token: demoAdmin });
    expect(demo.body.map((t: any) => t.value)).not.toContain("Platform tag");

    const dup = await s.request(`/api/tags?client_id=${nw.id}`, { method: "POST", token: demoAdmin, body: { value: "platform TAG" } });
    expect(dup.status).toBe(409);
    const bad = await s.request(`/api/tags/${id}?client_id=${nw.id}`, { method: "PUT", token: demoAdmin, body: { value: "", extra: 1 } });
    expect(bad.status).toBe(400);
    const badQuery = await s.request(`/api/tags?client_id=abc`, { method: "POST", token: demoAdmin, body: { value: "x" } });
    expect(badQuery.status).toBe(400);
    // Without client_id the item is not Demo's: 404, nothing changed.
    expect((await s.request(`/api/tags/${id}`, { method: "PUT", token: demoAdmin, body: { value: "Lost" } })).status).toBe(404);
    const updated = await s.request(`/api/tags/${id}?client_id=${nw.id}`, { method: "PUT", token: demoAdmin, body: { value: "Platform tag 2" } });
    expect(updated.status).toBe(200);
    expect(updated.body.value).toBe("Platform tag 2");
    expect((await s.request(`/api/tags/${id}?client_id=${nw.id}`, { method: "DELETE", token: demoAdmin })).status).toBe(204);
    expect((await s.request(`/api/tags/${id}`, { token: nwAdmin })).status).toBe(404);
  });

  it("refuses a client administrator naming another client on every catalogue call", async () => {
    const [demo] = await s.db.query("select id from clients where name = 'Demo'");
    const made = await s.request("/api/tags", { method: "POST", token: demoAdmin, body: { value: "Demo only" } });
    const id = made.body.id;
    expect((await s.request(`/api/tags?client_id=${demo.id}`, { token: nwAdmin })).status).toBe(403);
    expect((await s.request(`/api/tags/${id}?client_id=${demo.id}`, { token: nwAdmin })).status).toBe(403);
    expect((await s.request(`/api/tags?client_id=${demo.id}`, { method: "POST", token: nwAdmin, body: { value: "Intruder" } })).status).toBe(403);
    expect((await s.request(`/api/tags/${id}?client_id=${demo.id}`, { method: "PUT", token: nwAdmin, body: { value: "Intruder" } })).status).toBe(403);
    expect((await s.request(`/api/tags/${id}?client_id=${demo.id}`, { method: "DELETE", token: nwAdmin })).status).toBe(403);
    expect((await s.request(`/api/tags/${id}`, { token: demoAdmin })).body.value).toBe("Demo only");
  });
});
