// The archived users page (/settings/archivedUsers) relies on the `archivedUsers` list route and the batch
// "unarchive" (restore): only archived users of the session's client are listed, a restore brings them back
// blocked (the userStatus machine), and every refusal writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { eventCount, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;
withSignedIn(["admin", "employee", "nwAdmin"], (env) => ({ s, admin, employee, nwAdmin } = env));

const search = (token: string, body: Record<string, unknown> = {}) =>
  s.request("/api/virginSearch", { token, body: { route: "archivedUsers", use_zip: false, ...body } });
const batch = (token: string, operation_name: string, ids: number[]) =>
  s.request("/api/batchEntitiesProfileProcessing", { token, body: { operation_name, source_entity_type_id: 3, target_entity_type_id: 3, target_object_ids: ids } });
const archived = async (email: string, token = admin) => {
  const id = (await s.request("/api/users", { token, body: { email, first_name: "A", last_name: email.split("@")[0] } })).body.id as number;
  expect((await s.request("/api/userStatus", { token, body: { user_id: id, operation: "archive" } })).status).toBe(200);
  return id;
};
const emails = (r: { status: number; body: any }) => (r.status === 204 ? [] : r.body.rows.map((x: any) => x.email));

describe("archived users", () => {
  let a: number;
  let b: number;
  let nw: number;
  beforeAll(async () => {
    a = await archived("arch-a@demo.local");
    b = await archived("arch-b@demo.local");
    nw = await archived("arch-nw@northwind.local", nwAdmin);
  });

  it("lists only the client's archived users, and no one else's", async () => {
    const r = await search(admin);
    expect(r.status).toBe(200);
    expect(emails(r)).toEqual(expect.arrayContaining(["arch-a@demo.local", "arch-b@demo.local"]));
    expect(r.body.rows.every((x: any) => x.status.id === 3)).toBe(true);
    expect(emails(r)).not.toContain("arch-nw@northwind.local");
    const users = await s.request("/api/virginSearch", { token: admin, body: { route: "users", use_zip: false, params: { limit: 1000 } } });
    expect(emails(users)).not.toContain("arch-a@demo.local");
    expect(emails(await search(nwAdmin))).toEqual(["arch-nw@northwind.local"]);
    // Search the way the page does (full_name contains, from 3 characters).
    const found = await s.request("/api/filter", {
      token: admin, body: { route: "archivedUsers", use_zip: false, filter_params: [{ field: "full_name", operator: "contains", values: ["arch-b"] }] },
    });
    expect(emails(found)).toEqual(["arch-b@demo.local"]);
  });

  it("refuses the list to a role without the users section (403) and another client's id (403)", async () => {
    expect((await search(employee)).status).toBe(403);
    expect((await search(nwAdmin, { client_id: 1 })).status).toBe(403);
  });

  it("restores in a batch: archived → blocked, refusing another client's user and other states", async () => {
    const [active] = await s.db.query("select id from users where email = 'hr@demo.local'");
    const r = await batch(admin, "unarchive", [a, nw, active.id]);
    expect(r.status).toBe(200);
    expect(r.body.processed).toEqual([a]);
    expect(r.body.refused.map((x: any) => x.id).sort()).toEqual([nw, active.id].sort());
    const [row] = await s.db.query("select status_id from users where id = $1", [a]);
    expect(row.status_id).toBe(2);
    expect((await s.db.query("select status_id from users where id = $1", [nw]))[0].status_id).toBe(3);
    expect(emails(await search(admin))).not.toContain("arch-a@demo.local");
    const stream = await s.db.query("select type, meta from events where stream_type = 'userStatus' and stream_id = $1 order by version desc limit 1", [String(a)]);
    expect(stream[0]).toMatchObject({ type: "user.unarchived", meta: { from: "archived", to: "blocked" } });
  });

  it("refuses a restore without users edit (403) and a bad payload (400), writing nothing", async () => {
    const before = await eventCount(s.db);
    expect((await batch(employee, "unarchive", [b])).status).toBe(403);
    expect((await batch(admin, "restore", [b])).status).toBe(400);
    expect((await s.request("/api/batchEntitiesProfileProcessing", { token: admin, body: { operation_name: "unarchive", target_object_ids: "x" } })).status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.db.query("select status_id from users where id = $1", [b]))[0].status_id).toBe(3);
  });
});
