// The list pages the database writes as JSON must be the very rows the driver path gives (shapeRow over
// pageQuery): same cells, same order, same last_id, for every sort, for simple values, on users and groups.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../services/contract/security.js";
import { listRoute, pageQuery, shapeRow, visibleColumns } from "../../src/server/areas/lists/engine.js";
import { Params } from "../../src/server/areas/lists/conditions.js";
import { jsonPage, jsonPageFits } from "../../src/server/areas/lists/jsonPage.js";
import { effectivePermissions } from "../../src/server/auth/permissions.js";
import { bulkCreateUsers } from "../../src/server/seed/bulk.js";
import { type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let user: SessionUser;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.login("admin@demo.local")).token;
  const [{ password_hash }] = await s.db.query("select hash as password_hash from credentials limit 1");
  await bulkCreateUsers(s.db, 1, 60, password_hash, { email: (i) => `json${i}@demo.local` });
  // Nulls, equal names, odd text and a timestamp with milliseconds: what the JSON must carry exactly as the driver does.
  await s.db.query(`update users set last_name = 'Same', city = case when id % 2 = 0 then 'Tver "north"' end,
    phone = E'+7\\n\\u00e9', created_at = '2026-03-04 05:06:07.089+03' where email like 'json%'`);
  // Labelled cells: catalogue items named by display name, by name, by value or not at all, and a custom role;
  // quotes, a backslash and a line break must be escaped in the JSON the same way.
  await s.db.query(`insert into catalogue_items (id, client_id, resource, data, created_at, updated_at) values
    (990001, 1, 'userJobPositions', '{"name": "Lead \\"dev\\"", "display_name": {"en": "Lead", "ru": ""}}', now(), now()),
    (990002, 1, 'unitsByClient', '{"value": "Back\\\\office\\nÉtage 2"}', now(), now()),
    (990003, 1, 'organizations', '{}', now(), now())`);
  await s.db.query(`insert into custom_roles (id, client_id, name, routes, created_at, updated_at)
    values (990001, 1, '{"en": "Auditor \\"A\\"", "ru": "Аудитор"}', '{}', now(), now())`);
  await s.db.query(`update users set job_position_id = case when id % 2 = 0 then 990001 end, unit_id = case when id % 3 = 0 then 990002 end,
    organization_id = case when id % 5 = 0 then 990003 end, custom_role_id = case when id % 7 = 0 then 990001 end where email like 'json%'`);
  const [u] = await s.db.query<any>(
    `select u.*, cr.routes as custom_routes, cr.is_manager_available from users u left join custom_roles cr on cr.id = u.custom_role_id
      where u.email = 'admin@demo.local'`);
  user = { userId: u.id, clientId: u.client_id, roleId: u.role_id, customRoleId: u.custom_role_id, sessionId: 0, language: "en",
    isManager: u.is_manager, permissions: effectivePermissions(u) };
});
afterAll(() => s?.close());

const sorts = [undefined, { field: "full_name" }, { field: "full_name", dir: "desc" as const }, { field: "city" }, { field: "created_at", dir: "desc" as const }];

describe("rows written by the database", () => {
  for (const route of ["users", "groups"])
    for (const sort of sorts)
      for (const simple of [false, true])
        it(`${route}, sort ${sort ? `${sort.field} ${sort.dir ?? "asc"}` : "by id"}, simple ${simple}: the driver path's rows, page by page`, async () => {
          const def = listRoute(route)!;
          const cols = visibleColumns(def, user);
          expect(jsonPageFits(cols)).toBe(true);
          if (route === "groups" && sort) return; // groups sort by their own columns, covered by id order here
          let last: number | null = null;
          for (let i = 0; i < 20; i++) {
            const ctx = () => ({ sql: s.db, user, clientId: 1, p: new Params() });
            const read = await pageQuery(def, ctx(), {}, cols, last, 17, sort);
            const built = await jsonPage(def, ctx(), {}, cols, last, 17, sort, simple);
            expect(JSON.parse(built.rows)).toEqual(read.map((r) => shapeRow(cols, r, simple, true)));
            expect(built.count).toBe(read.length);
            if (read.length === 0) {
              expect(built.lastId).toBeNull();
              break;
            }
            expect(built.lastId).toBe(Number(read[read.length - 1].id));
            last = built.lastId;
          }
        });

  it("labelled cells carry their labels, escaped, and simple values are the labels alone", async () => {
    const def = listRoute("users")!;
    const cols = visibleColumns(def, user);
    const ctx = () => ({ sql: s.db, user, clientId: 1, p: new Params() });
    const rows = JSON.parse((await jsonPage(def, ctx(), {}, cols, null, 500, undefined, false)).rows) as any[];
    const first = (key: string) => rows.find((r) => r[key] !== undefined)?.[key];
    expect(first("job_position")).toEqual({ id: 990001, value: "Lead" });
    expect(first("unit")).toEqual({ id: 990002, value: "Back\\office\nÉtage 2" });
    expect(first("organization")).toEqual({ id: 990003, value: "" });
    expect(rows.find((r) => r.custom_role?.id === 990001)?.custom_role).toEqual({ id: 990001, value: 'Auditor "A"' });
    const simple = JSON.parse((await jsonPage(def, ctx(), {}, cols, null, 500, undefined, true)).rows) as any[];
    const both = rows.find((r) => r.job_position && r.unit);
    expect(simple.find((r) => r.id === both.id)).toMatchObject({ job_position: "Lead", unit: "Back\\office\nÉtage 2" });
  });

  it("the endpoint sends them as rows, or gzip of the same JSON with use_zip", async () => {
    const plain = await s.request("/api/virginSearch", { token: admin, body: { route: "users", params: { limit: 30 } } });
    const zipped = await s.request("/api/virginSearch", { token: admin, body: { route: "users", params: { limit: 30 }, use_zip: true } });
    expect(plain.status).toBe(200);
    expect(plain.body.rows.length).toBe(30);
    expect(JSON.parse(gunzipSync(Buffer.from(zipped.body.rows, "base64")).toString("utf8"))).toEqual(plain.body.rows);
    expect(zipped.body.settings).toEqual({ ...plain.body.settings, use_zip: true });
    expect(plain.body.rows.find((r: any) => r.email === "json1@demo.local").created_at).toBe("2026-03-04T02:06:07.089Z");
  });
});
