// Server-side sort of list routes (keyset by sort keys then id) and column names in the request's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkCreateUsers } from "../../src/server/seed/bulk.js";
import { eventCount, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let employee: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, employee] = await Promise.all(
    ["admin@demo.local", "admin@northwind.local", "employee@demo.local"].map(async (e) => (await s.login(e)).token));
  const [{ password_hash }] = await s.db.query("select hash as password_hash from credentials limit 1");
  await bulkCreateUsers(s.db, 1, 120, password_hash, { email: (i) => `sort${(i * 37) % 120}@demo.local` });
  // Equal last names in runs, so the id tie-break matters.
  await s.db.query("update users set last_name = 'Same' || (id % 7)::text, first_name = '' where email like 'sort%'");
});
afterAll(() => s?.close());

const page = (body: Record<string, unknown>, token = admin, headers?: Record<string, string>) =>
  s.request("/api/virginSearch", { token, body: { route: "users", ...body }, headers });

/** Every row of the list, page by page with `last_id`. */
const walk = async (body: Record<string, unknown>, path = "/api/virginSearch", limit = 13) => {
  const rows: any[] = [];
  let last: number | null = null;
  for (let i = 0; i < 100; i++) {
    const r = await s.request(path, { token: admin, body: { route: "users", ...body, params: { limit, last_id: last } } });
    if (r.status === 204) break;
    expect(r.status).toBe(200);
    rows.push(...r.body.rows);
    last = r.body.settings.last_id;
    if (r.body.rows.length < limit) break;
  }
  return rows;
};

const all = async () => (await s.db.query("select id, email, last_name, first_name, middle_name, created_at from users where client_id = 1 and status_id <> 3"));

describe("server-side sort", () => {
  it("marks the sortable columns", async () => {
    const r = await page({ params: { limit: 1 } });
    const sortable = r.body.columns.filter((c: any) => c.sortable).map((c: any) => c.name);
    expect(sortable).toEqual(expect.arrayContaining(["id", "full_name", "email", "status", "created_at"]));
    expect(r.body.columns.find((c: any) => c.name === "manager").sortable).toBe(false);
  });

  it("pages by (e-mail, id) in both directions without gaps or duplicates", async () => {
    // The database's collation decides the text order: the expectation is asked of it, by OFFSET-free full read.
    const byEmail = (await s.db.query("select id from users where client_id = 1 and status_id <> 3 order by email, id")).map((u) => u.id);
    const asc = await walk({ sort: { field: "email" } });
    expect(asc.map((r) => r.id)).toEqual(byEmail);
    const desc = await walk({ sort: { field: "email", dir: "desc" } });
    expect(desc.map((r) => r.id)).toEqual([...byEmail].reverse());
  });

  it("breaks ties of the sort value by id, with a filter too", async () => {
    const rows = await walk({ sort: { field: "full_name" }, filter_params: [{ field: "email", operator: "starts_with", values: ["sort"] }] }, "/api/filter", 7);
    expect(rows).toHaveLength(120);
    const expected = await s.db.query("select id from users where client_id = 1 and status_id <> 3 and email like 'sort%' order by last_name, first_name, middle_name, id");
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    // Ties (seven last names over 120 rows) are broken by id.
    const same = rows.filter((r) => r.full_name === "Same3").map((r) => r.id);
    expect(same).toEqual([...same].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.id)).size).toBe(120);
  });

  it("sorts by id descending", async () => {
    const rows = await walk({ sort: { field: "id", dir: "desc" } }, "/api/virginSearch", 50);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength((await all()).length);
  });

  it("refuses a column that cannot sort, an unknown one and a sensitive one for a role without sensitive data", async () => {
    for (const field of ["manager", "nope", "'; drop table users; --"]) {
      const r = await page({ sort: { field }, params: { limit: 1 } });
      expect(r.status, field).toBe(400);
      expect(r.body.fields[0]).toEqual({ path: "payload.sort.field", message: "lists.sort.unknownField" });
    }
    expect((await page({ sort: { field: "email", dir: "sideways" } })).status).toBe(400);
    const ex = await s.request("/api/exportTable", {
      token: admin, body: { entity_name: "users", data: { columns: [{ header_title: "E", index: 0, header_name: "email" }], sort: { field: "manager" } } },
    });
    expect(ex.status).toBe(400);
  });

  it("keeps the refusals: wrong role, other client, and the other client's rows never appear", async () => {
    const before = await eventCount(s.db);
    expect((await page({ sort: { field: "email" } }, employee)).status).toBe(403);
    const nw = await page({ sort: { field: "email" }, params: { limit: 1000 } }, nwAdmin);
    expect(nw.status).toBe(200);
    const [{ n }] = await s.db.query("select count(*)::int as n from users where client_id <> 1 and status_id <> 3 and email = any($1)",
      [nw.body.rows.map((r: any) => r.email)]);
    expect(n).toBe(nw.body.rows.length);
    expect(nw.body.rows.some((r: any) => r.email.startsWith("sort"))).toBe(false);
    expect((await page({ sort: { field: "email" }, client_id: 1 }, nwAdmin)).status).toBe(403);
    // A demo row as the position of a Northwind page says nothing about it: no page at all.
    const [demo] = await s.db.query("select id from users where email = 'sort5@demo.local'");
    expect((await page({ sort: { field: "email" }, params: { limit: 10, last_id: demo.id } }, nwAdmin)).status).toBe(204);
    expect(await eventCount(s.db)).toBe(before);
  });
});

describe("column names in the request's language", () => {
  it("follows content-language, and the user's language without it", async () => {
    const names = async (lang?: string) => {
      const r = await page({ params: { limit: 1 } }, admin, lang ? { "content-language": lang } : undefined);
      expect(r.status).toBe(200);
      const col = r.body.columns.find((c: any) => c.name === "full_name").text;
      const status = r.body.filters.find((f: any) => f.name === "status_id");
      return [col, status.text, status.source.find((x: any) => x.id === 1).value];
    };
    expect(await names("en")).toEqual(["Full name", "Status", "Active"]);
    expect(await names("fr-FR")).toEqual(["Nom complet", "Statut", "Actif"]);
    expect(await names("ru")).toEqual(["ФИО", "Статус", "Активен"]);
    expect(await names()).toEqual(["ФИО", "Статус", "Активен"]);
    expect(await names("de")).toEqual(["ФИО", "Статус", "Активен"]);
    const simple = await page({ params: { limit: 1 }, simple_value: true }, admin, { "content-language": "en" });
    expect(simple.body.rows[0].status).toBe("Active");
  });

  it("names roles and profile tabs' columns in the request's language too", async () => {
    const roles = async (lang: string) =>
      (await s.request("/api/userRoles", { token: admin, headers: { "content-language": lang } })).body.find((r: any) => r.id === 9).name;
    expect([await roles("en"), await roles("fr"), await roles("ru")]).toEqual(["Employee", "Employé", "Сотрудник"]);
    const [hr] = await s.db.query("select id from users where email = 'hr@demo.local'");
    const user = await s.request(`/api/users/${hr.id}`, { token: admin, headers: { "content-language": "en" } });
    expect(user.body.role_name).toBe("HR business partner");
    const tab = await s.request(`/api/userSessionsProfile?user_id=${hr.id}`, { token: admin, headers: { "content-language": "fr" } });
    expect(tab.status).toBe(200);
    const ru = await s.request(`/api/userSessionsProfile?user_id=${hr.id}`, { token: admin });
    expect(tab.body.columns.map((c: any) => c.text)).not.toEqual(ru.body.columns.map((c: any) => c.text));
  });
});
