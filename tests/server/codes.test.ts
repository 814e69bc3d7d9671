// Access codes and self-registration (issue 17) against a real database: catalogues and codes (create, change,
// block, list, the XLSX export read back), the registration settings, and registration with each of its spec
// refusals one by one (each writes nothing), success (a user, the invitation, the code used) and the race for
// one code. Refusals for the wrong role, another client and bad payloads write nothing.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount, snapshot, startServer, type TestServer, refusedWritingNothing } from "./harness.js";

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  t.admin = (await s.login("admin@demo.local")).token;
  t.employee = (await s.login("employee@demo.local")).token;
  t.adminNW = (await s.login("admin@northwind.local")).token;
}, 300_000);
afterAll(() => s?.close());

const call = (token: string | undefined, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { token, method, body });
const refused = refusedWritingNothing(() => s.db);
const catalog = (extra: Record<string, unknown> = {}) =>
  ({ name: "Весна 2026", organization_id: null, is_active: true, active_from: null, active_to: null, count: 3, ...extra });
const create = async (extra: Record<string, unknown> = {}) => {
  const r = await call(t.admin, "/codeCatalogs", "POST", catalog(extra));
  expect(r.status).toBe(200);
  return r.body;
};
const codesOf = async (id: number, token = t.admin) => (await call(token, `/codeCatalogs/${id}/codes?limit=200`)).body.items;
const settings = (body: Record<string, unknown>, token = t.admin) =>
  call(token, "/clientRegistrationSettings", "PUT", { self_registration: false, allowed_domains: [], code_registration: false, ...body });
let n = 0;
const person = (extra: Record<string, unknown> = {}) => ({ first_name: "Иван", last_name: "Петров", email: `reg${++n}@demo.local`, host: "localhost", ...extra });
const register = (body: unknown) => s.request("/api/registration", { body });

describe("catalogues of codes", () => {
  it("makes a catalogue with its codes: random, unique, listed in pages", async () => {
    const c = await create({ count: 120 });
    expect(c).toMatchObject({ name: "Весна 2026", count: 120, used: 0, is_active: true, version: 1 });
    const first = (await call(t.admin, `/codeCatalogs/${c.id}/codes?limit=50`)).body;
    expect(first.items).toHaveLength(50);
    const second = (await call(t.admin, `/codeCatalogs/${c.id}/codes?limit=50&last_id=${first.last_id}`)).body;
    const third = (await call(t.admin, `/codeCatalogs/${c.id}/codes?limit=50&last_id=${second.last_id}`)).body;
    expect(third.items).toHaveLength(20);
    expect(third.last_id).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((x: any) => x.code);
    expect(new Set(all).size).toBe(120);
    expect(all.every((x: string) => /^[2-9A-HJKMNP-Z]{12}$/.test(x))).toBe(true);
    const list = (await call(t.admin, "/codeCatalogs?limit=1")).body;
    expect(list.items[0].id).toBe(c.id);
    expect(list.last_id).toBe(c.id);
  });

  it("changes a catalogue, refuses a stale version, blocks and unblocks a code", async () => {
    const c = await create();
    const changed = await call(t.admin, "/codeCatalogs", "PUT", { id: c.id, ...catalog({ name: "Осень", is_active: false, active_from: "2026-01-01", active_to: "2026-12-31" }), count: undefined, expectedVersion: 1 });
    expect(changed.body).toMatchObject({ name: "Осень", is_active: false, active_from: "2026-01-01", active_to: "2026-12-31", version: 2 });
    await refused(409, () => call(t.admin, "/codeCatalogs", "PUT", { id: c.id, ...catalog(), count: undefined, expectedVersion: 1 }));
    const [code] = await codesOf(c.id);
    expect((await call(t.admin, "/accessCodes", "PUT", { id: code.id, is_blocked: true })).body).toMatchObject({ id: code.id, is_blocked: true });
    await refused(200, () => call(t.admin, "/accessCodes", "PUT", { id: code.id, is_blocked: true }));
    expect((await call(t.admin, "/accessCodes", "PUT", { id: code.id, is_blocked: false })).body.is_blocked).toBe(false);
  });

  it("takes an organisation of the client's catalogue only", async () => {
    const org = (await call(t.admin, "/organizations", "POST", { name: "Codes org", is_active: true })).body.id;
    expect(await create({ organization_id: org })).toMatchObject({ organization_id: org, organization_name: "Codes org" });
    const body = await refused(400, () => call(t.adminNW, "/codeCatalogs", "POST", catalog({ organization_id: org })));
    expect(body.fields[0]).toMatchObject({ path: "payload.organization_id" });
  });

  it("refuses the wrong role, another client's rows and bad payloads, writing nothing", async () => {
    const c = await create();
    const [code] = await codesOf(c.id);
    await refused(401, () => call(undefined, "/codeCatalogs"));
    await refused(403, () => call(t.employee, "/codeCatalogs"));
    await refused(403, () => call(t.employee, "/codeCatalogs", "POST", catalog()));
    await refused(403, () => call(t.employee, "/accessCodes", "PUT", { id: code.id, is_blocked: true }));
    await refused(403, () => call(t.employee, `/codeCatalogs/${c.id}/export`));
    await refused(403, () => settings({ self_registration: true }, t.employee));
    await refused(404, () => call(t.adminNW, `/codeCatalogs/${c.id}`));
    await refused(404, () => call(t.adminNW, `/codeCatalogs/${c.id}/codes`));
    await refused(404, () => call(t.adminNW, `/codeCatalogs/${c.id}/export`));
    await refused(404, () => call(t.adminNW, "/codeCatalogs", "PUT", { id: c.id, ...catalog(), count: undefined }));
    await refused(404, () => call(t.adminNW, "/accessCodes", "PUT", { id: code.id, is_blocked: true }));
    expect((await call(t.adminNW, "/codeCatalogs")).body.items.some((x: any) => x.id === c.id)).toBe(false);
    for (const bad of [{ count: 0 }, { count: 5001 }, { count: 1.5 }, { name: "" }, { name: "a\nb" }, { active_from: "2026-02-30" },
      { active_from: "2026-05-01", active_to: "2026-04-01" }, { active_to: "tomorrow" }, { is_active: "yes" }, { organization_id: 999999 }]) {
      await refused(400, () => call(t.admin, "/codeCatalogs", "POST", catalog(bad)));
    }
    await refused(400, () => call(t.admin, "/codeCatalogs?limit=0"));
    await refused(400, () => call(t.admin, "/codeCatalogs/abc/codes"));
    await refused(400, () => call(t.admin, "/accessCodes", "PUT", { id: "x", is_blocked: true }));
    await refused(400, () => settings({ allowed_domains: ["not a domain"] }));
    await refused(400, () => settings({ allowed_domains: Array.from({ length: 51 }, (_, i) => `d${i}.test`) }));
  });

  it("exports a catalogue's codes to an XLSX file that reads back", async () => {
    const c = await create({ count: 5 });
    const codes = await codesOf(c.id);
    const res = await fetch(`${s.base}/api/codeCatalogs/${c.id}/export`, { headers: { authorization: `Bearer ${t.admin}`, "content-language": "en" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`access-codes-${c.id}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean).map((r: any) => r.slice(1));
    expect(rows[0]).toEqual(["Code", "Blocked", "Used", "Used by", "Used at"]);
    expect(rows.slice(1).map((r: any) => r[0])).toEqual(codes.map((x: any) => x.code));
  });
});

describe("registration", () => {
  it("refuses each of the spec's cases with its message, writing nothing", async () => {
    await settings({});
    const c = await create({ count: 4 });
    const [a, b, used, d] = await codesOf(c.id);
    const reason = async (status: number, body: unknown) => {
      const r = await refused(status, () => register(body));
      return r.fields?.[0]?.message ?? r.message;
    };
    // registration switched off: neither by code nor by domain
    expect(await reason(409, person())).toBe("codes.registration.unavailable");
    expect(await reason(409, person({ code: a.code }))).toBe("codes.registration.codesDisabled");
    expect((await settings({ self_registration: true, allowed_domains: ["@Example.test", "demo.local"], code_registration: true })).body)
      .toEqual({ self_registration: true, allowed_domains: ["example.test", "demo.local"], code_registration: true });
    expect(await reason(400, person({ email: "x@other.test" }))).toBe("codes.registration.domainNotAllowed");
    expect(await reason(409, person({ email: "employee@demo.local" }))).toBe("codes.registration.emailTaken");
    expect(await reason(409, person({ email: "EMPLOYEE@demo.local", code: a.code }))).toBe("codes.registration.emailTaken");
    expect(await reason(400, person({ code: "NOSUCHCODE22" }))).toBe("codes.registration.invalidCode");
    await call(t.admin, "/accessCodes", "PUT", { id: b.id, is_blocked: true });
    expect(await reason(400, person({ code: b.code }))).toBe("codes.registration.codeBlocked");
    // another client's code is unknown here
    const nwSettings = await settings({ code_registration: true }, t.adminNW);
    expect(nwSettings.status).toBe(200);
    expect(await reason(400, person({ code: a.code, host: "northwind.localhost" }))).toBe("codes.registration.invalidCode");
    expect((await register(person({ code: used.code, email: `first${n}@else.test` }))).status).toBe(200);
    expect(await reason(400, person({ code: used.code }))).toBe("codes.registration.codeUsed");
    await call(t.admin, "/codeCatalogs", "PUT", { id: c.id, ...catalog(), count: undefined, is_active: false });
    expect(await reason(400, person({ code: d.code }))).toBe("codes.registration.catalogInactive");
    await call(t.admin, "/codeCatalogs", "PUT", { id: c.id, ...catalog(), count: undefined, active_to: "2020-01-01" });
    expect(await reason(400, person({ code: d.code }))).toBe("codes.registration.outOfDate");
    await call(t.admin, "/codeCatalogs", "PUT", { id: c.id, ...catalog(), count: undefined, active_from: "2999-01-01" });
    expect(await reason(400, person({ code: d.code }))).toBe("codes.registration.outOfDate");
    // required fields and a bad e-mail are the payload's 400
    for (const bad of [{ first_name: "" }, { last_name: "" }, { email: "nope" }, { first_name: undefined }, { code: "x".repeat(33) }]) {
      await refused(400, () => register(person(bad)));
    }
  });

  it("refuses a registration over the client's active-user limit", async () => {
    await settings({ self_registration: true, allowed_domains: [], code_registration: true });
    await s.db.query("update clients set active_user_limit = (select count(*) from users where client_id = clients.id and status_id = 1) where id = 1");
    try {
      const r = await refused(409, () => register(person()));
      expect(r.message).toBe("users.activation.limitExceeded");
    } finally {
      await s.db.query("update clients set active_user_limit = null where id = 1");
    }
  });

  it("registers with a code: an active user, the invitation mail and password link, the code used", async () => {
    await settings({ self_registration: false, allowed_domains: [], code_registration: true });
    const c = await create({ count: 1 });
    const [code] = await codesOf(c.id);
    const who = person({ code: code.code.toLowerCase().replace(/(....)/, "$1-"), email: "New.Person@Elsewhere.test" });
    const r = await register(who);
    expect(r).toMatchObject({ status: 200, body: { registered: true } });
    const [u] = await s.db.query<any>("select id, client_id, status_id, first_name, last_name from users where email = 'new.person@elsewhere.test'");
    expect(u).toMatchObject({ client_id: 1, status_id: 1, first_name: "Иван", last_name: "Петров" });
    const types = (await s.db.query<any>("select type from events where client_id = 1 and position > (select max(position) - 10 from events) order by position")).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["user.created", "user.invited", "passwordLink.created", "mail.queued", "accessCode.used"]));
    expect((await s.db.query("select 1 from password_links where user_id = $1", [u.id])).length).toBe(1);
    const [used] = await codesOf(c.id);
    expect(used).toMatchObject({ used_by: u.id });
    expect(used.used_by_name).toContain("Петров");
    expect((await call(t.admin, `/codeCatalogs/${c.id}`)).body.used).toBe(1);
  });

  it("registers by an allowed domain when self-registration is on, and says what the host offers", async () => {
    await settings({ self_registration: true, allowed_domains: ["demo.local"], code_registration: false });
    expect((await s.request("/api/registrationOptions?host=localhost")).body).toEqual({ self_registration: true, code_registration: false });
    expect((await register(person())).status).toBe(200);
  });

  it("lets one of many parallel registrations use the last code", async () => {
    await settings({ self_registration: false, allowed_domains: [], code_registration: true });
    const c = await create({ count: 1 });
    const [code] = await codesOf(c.id);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => register(person({ code: code.code, email: `race${i}@demo.local` }))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect([400, 409]).toContain(r.status);
    const emails = (await s.db.query<any>("select email from users where email like 'race%@demo.local'")).map((x) => x.email);
    expect(emails).toHaveLength(1);
    expect((await call(t.admin, `/codeCatalogs/${c.id}`)).body.used).toBe(1);
  });
});

describe("attempts per address", () => {
  it("refuses a registration over REGISTRATION_ATTEMPTS from one address with 429 and writes nothing; a forged X-Forwarded-For does not help", async () => {
    const limited = await startServer({ registrationAttempts: 2 });
    try {
      const try_ = (headers: Record<string, string> = {}) =>
        limited.request("/api/registration", { body: person({ email: "limited@demo.local" }), headers });
      // Refused for their own reasons (registration is off on the demo host), but counted: they tell what exists.
      expect((await try_()).status).toBe(409);
      expect((await try_({ "x-forwarded-for": "198.51.100.1" })).status).toBe(409);
      const before = await eventCount(limited.db);
      const over = await try_({ "x-forwarded-for": "198.51.100.2" });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ message: "codes.registration.tooManyAttempts", attempts_left: 0 });
      expect(over.body.retry_after_seconds).toBeGreaterThan(0);
      expect(over.body.retry_after_seconds).toBeLessThanOrEqual(600);
      expect(await eventCount(limited.db)).toBe(before);
      // Another window, another count.
      limited.clock.advance(10 * 60 * 1000);
      expect((await try_()).status).toBe(409);
    } finally {
      await limited.close();
    }
  });

  it("counts each caller apart behind TRUSTED_PROXIES, by the address the proxy forwarded", async () => {
    const proxied = await startServer({ registrationAttempts: 1, trustedProxies: ["127.0.0.1/32"] });
    try {
      const from = (address: string, domain: string) =>
        proxied.request("/api/registration", { body: person({ email: `someone@${domain}` }), headers: { "x-forwarded-for": address } });
      expect((await from("198.51.100.7", "a.example")).status).toBe(409);
      expect((await from("198.51.100.8", "b.example")).status).toBe(409);
      expect((await from("198.51.100.7", "c.example")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("counts per e-mail domain too: a fresh address gets no fresh budget for one domain, and writes nothing", async () => {
    const proxied = await startServer({ registrationAttempts: 2, trustedProxies: ["127.0.0.1/32"] });
    try {
      const from = (address: string, email: string) =>
        proxied.request("/api/registration", { body: person({ email }), headers: { "x-forwarded-for": address } });
      // Each address new, each e-mail new, one domain: refused for their own reasons (registration is off), but counted.
      expect((await from("203.0.113.1", "one@victim.example")).status).toBe(409);
      expect((await from("203.0.113.2", "Two@VICTIM.example")).status).toBe(409);
      const before = await eventCount(proxied.db);
      const over = await from("203.0.113.3", "three@victim.example");
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ message: "codes.registration.tooManyAttempts", attempts_left: 0 });
      expect(over.body.retry_after_seconds).toBeGreaterThan(0);
      expect(await eventCount(proxied.db)).toBe(before);
      // Another domain from a fresh address has its own budget; the next window counts anew.
      expect((await from("203.0.113.4", "one@other.example")).status).toBe(409);
      proxied.clock.advance(10 * 60 * 1000);
      expect((await from("203.0.113.5", "four@victim.example")).status).toBe(409);
    } finally {
      await proxied.close();
    }
  });

  it("gives a domain's attempt back when the registration succeeds: a kick-off registers past the limit", async () => {
    const proxied = await startServer({ registrationAttempts: 2, trustedProxies: ["127.0.0.1/32"] });
    try {
      const admin = (await proxied.login("admin@demo.local")).token;
      const on = await proxied.request("/api/clientRegistrationSettings", {
        token: admin, method: "PUT", body: { self_registration: true, allowed_domains: ["demo.local"], code_registration: false },
      });
      expect(on.status).toBe(200);
      const from = (address: string, email: string) =>
        proxied.request("/api/registration", { body: person({ email }), headers: { "x-forwarded-for": address } });
      // Three newcomers of one domain, more than its budget of two, each from an address of their own: all in.
      for (const i of [1, 2, 3]) expect((await from(`198.51.100.${i}`, `kickoff${i}@demo.local`)).status).toBe(200);
      // Probing still spends it: the e-mail taken twice, then the domain's budget is gone.
      expect((await from("198.51.100.4", "kickoff1@demo.local")).status).toBe(409);
      expect((await from("198.51.100.5", "kickoff2@demo.local")).status).toBe(409);
      expect((await from("198.51.100.6", "kickoff9@demo.local")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe("the log", () => {
  it("rebuilds the codes tables from the facts to the same rows", async () => {
    const tables = ["code_catalogs", "access_codes", "client_registration_settings"];
    const before = await Promise.all(tables.map((name) => snapshot(s.db, name)));
    expect(before[1].length).toBeGreaterThan(0);
    await rebuild(s.db);
    expect(await Promise.all(tables.map((name) => snapshot(s.db, name)))).toEqual(before);
  });
});
