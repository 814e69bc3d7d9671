import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
let demoAdmin: string;
let nwAdmin: string;
let hr: string;
let demoId: number;
let nwId: number;
beforeAll(async () => {
  s = await startServer();
  demoAdmin = (await s.login("admin@demo.local")).token;
  nwAdmin = (await s.login("admin@northwind.local")).token;
  hr = (await s.login("hr@demo.local")).token;
  const rows = await s.db.query("select id, name from clients order by id");
  demoId = rows.find((r) => r.name === "Demo")!.id;
  nwId = rows.find((r) => r.name === "Northwind")!.id;
});
afterAll(() => s?.close());

describe("domainBranding (public)", () => {
  it("picks the client by login, else by host, else the default client", async () => {
    expect((await s.request("/api/domainBranding?login=admin@northwind.local")).body.title).toBe("Northwind Academy");
    expect((await s.request("/api/domainBranding?host=northwind.localhost")).body.title).toBe("Northwind Academy");
    expect((await s.request("/api/domainBranding?host=NorthWind.localhost:5173")).body.client_id).toBe(nwId);
    expect((await s.request("/api/domainBranding?host=unknown.example")).body.title).toBe("Stride Demo");
    expect((await s.request("/api/domainBranding?login=nobody@x.y")).body.client_id).toBe(demoId);
    // No query: the request's own Host header (127.0.0.1) belongs to Demo.
    const own = await s.request("/api/domainBranding");
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ client_id: demoId, font_id: 1, logo: "/brand/demo-logo.svg" });
    expect(Object.keys(own.body.colors)).toHaveLength(17);
  });
});

describe("client settings permissions", () => {
  it("refuses a role without client_settings (hr) with 403, on every settings endpoint", async () => {
    for (const path of ["/api/clientBrandingSettings", "/api/clientInformation", "/api/password-policy-settings"]) {
      expect((await s.request(path, { token: hr })).status).toBe(403);
    }
    const before = await eventCount(s.db);
    const put = await s.request("/api/password-policy-settings", {
      method: "PUT", token: hr,
      body: { min_length: 4, max_length: 8, require_letters: false, require_digits: false, require_symbols: false, require_mixed_case: false, lockout_attempts: 0, lockout_minutes: 0, expiry_days: 0, history_size: 0 },
    });
    expect(put.status).toBe(403);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("lets a tenant admin read and change only its own client; another client's is 403 and leaks nothing", async () => {
    const own = await s.request("/api/clientInformation", { token: nwAdmin });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: nwId, name: "Northwind", hosts: ["northwind.localhost"] });
    for (const path of ["/api/clientBrandingSettings", "/api/clientInformation", "/api/password-policy-settings"]) {
      const other = await s.request(`${path}?client_id=${demoId}`, { token: nwAdmin });
      expect(other.status).toBe(403);
      expect(JSON.stringify(other.body)).not.toContain("Demo");
      const byHost = await s.request(`${path}?host=localhost`, { token: nwAdmin });
      expect(byHost.status).toBe(403);
    }
    const put = await s.request("/api/clientBrandingSettings", {
      method: "PUT", token: nwAdmin, body: { ...(await s.request("/api/clientBrandingSettings", { token: nwAdmin })).body, client_id: demoId, title: "Hijacked" },
    });
    expect(put.status).toBe(403);
    expect((await s.request("/api/domainBranding?host=localhost")).body.title).toBe("Stride Demo");
  });

  it("lets a platform administrator (clients edit) act on another client through client_id", async () => {
    const r = await s.request(`/api/clientInformation?client_id=${nwId}`, { token: demoAdmin });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe("Northwind");
    expect((await s.request("/api/clientInformation?client_id=9999", { token: demoAdmin })).status).toBe(404);
    expect((await s.request("/api/clientInformation?host=nowhere.example", { token: demoAdmin })).status).toBe(404);
  });
});

describe("branding", () => {
  it("updates the branding through an event and serves it by host", async () => {
    const current = (await s.request("/api/clientBrandingSettings", { token: nwAdmin })).body;
    const { client_id: _c, ...update } = current;
    const put = await s.request("/api/clientBrandingSettings", {
      method: "PUT", token: nwAdmin, body: { ...update, title: "Northwind Learning", font_id: 3, colors: { ...current.colors, primary_color: "#112233" } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ client_id: nwId, title: "Northwind Learning", font_id: 3 });
    const pub = await s.request("/api/domainBranding?host=northwind.localhost");
    expect(pub.body.colors.primary_color).toBe("#112233");
    const [{ n }] = await s.db.query("select count(*)::int as n from events where type = 'branding.set' and stream_id = $1", [String(nwId)]);
    expect(n).toBe(2);
  });

  it("refuses a bad colour, an unknown font and a javascript: image with 400 naming the field", async () => {
    const current = (await s.request("/api/clientBrandingSettings", { token: nwAdmin })).body;
    const before = await eventCount(s.db);
    const badColor = await s.request("/api/clientBrandingSettings", { method: "PUT", token: nwAdmin, body: { ...current, colors: { ...current.colors, link_color: "red" } } });
    expect(badColor.status).toBe(400);
    expect(badColor.body.fields.map((f: any) => f.path)).toContain("payload.colors.link_color");
    const badFont = await s.request("/api/clientBrandingSettings", { method: "PUT", token: nwAdmin, body: { ...current, font_id: 7 } });
    expect(badFont.body.fields[0].path).toBe("payload.font_id");
    // Protocol-relative addresses (`//host`, and `/\host`, which browsers read the same way) leave the https-only rule.
    for (const logo of ["javascript:alert(1)", "//evil.example/logo.png", "/\\evil.example/logo.png", "http://evil.example/logo.png"]) {
      const badLogo = await s.request("/api/clientBrandingSettings", { method: "PUT", token: nwAdmin, body: { ...current, logo } });
      expect([logo, badLogo.status, badLogo.body.fields[0].path]).toEqual([logo, 400, "payload.logo"]);
    }
    expect(await eventCount(s.db)).toBe(before);
  });
});

describe("client information and hosts", () => {
  it("changes information and hosts; a host of another client is 409 and nothing is written", async () => {
    const info = (await s.request("/api/clientInformation", { token: nwAdmin })).body;
    const { id: _id, ...update } = info;
    const ok = await s.request("/api/clientInformation", { method: "PUT", token: nwAdmin, body: { ...update, phone: "+44 20 0000", hosts: ["northwind.localhost", "Academy.Northwind.Test"] } });
    expect(ok.status).toBe(200);
    expect(ok.body.hosts).toEqual(["academy.northwind.test", "northwind.localhost"]);
    expect((await s.request("/api/domainBranding?host=academy.northwind.test")).body.client_id).toBe(nwId);
    const before = await eventCount(s.db);
    const taken = await s.request("/api/clientInformation", { method: "PUT", token: nwAdmin, body: { ...update, hosts: ["localhost"] } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ _tag: "Conflict", message: "clients.host.taken" });
    const bad = await s.request("/api/clientInformation", { method: "PUT", token: nwAdmin, body: { ...update, hosts: ["bad host!"] } });
    expect(bad.status).toBe(400);
    const badLang = await s.request("/api/clientInformation", { method: "PUT", token: nwAdmin, body: { ...update, language: "de" } });
    expect(badLang.body.fields[0].path).toBe("payload.language");
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.request("/api/domainBranding?host=localhost")).body.client_id).toBe(demoId);
  });
});

describe("password policy", () => {
  it("reads and writes the policy; min above max is 400", async () => {
    const policy = (await s.request("/api/password-policy-settings", { token: nwAdmin })).body;
    expect(policy).toMatchObject({ min_length: 8, lockout_attempts: 5 });
    const put = await s.request("/api/password-policy-settings", { method: "PUT", token: nwAdmin, body: { ...policy, require_symbols: true, history_size: 5 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ require_symbols: true, history_size: 5 });
    const bad = await s.request("/api/password-policy-settings", { method: "PUT", token: nwAdmin, body: { ...policy, min_length: 20, max_length: 10 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe("payload.max_length");
    const range = await s.request("/api/password-policy-settings", { method: "PUT", token: nwAdmin, body: { ...policy, lockout_attempts: -1 } });
    expect(range.body.fields[0].path).toBe("payload.lockout_attempts");
    // Demo's policy is untouched.
    expect((await s.request("/api/password-policy-settings", { token: demoAdmin })).body.require_symbols).toBe(false);
  });
});
