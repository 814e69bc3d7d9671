// The user page's forms tab: the edit-mode smart form of a user (entity 3) saved back the way the browser sends it
// (every enabled field, empty ones as null), through the server's validators, with refusals on fields.
import { beforeAll, describe, expect, it } from "vitest";
import { eventCount, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;
withSignedIn(["admin", "employee", "nwAdmin"], (env) => ({ s, admin, employee, nwAdmin } = env));

/** The edit form as the page loads it, and its values posted back with `change` applied (as savePayload does). */
const roundTrip = async (id: number, change: Record<string, unknown>, token = admin) => {
  const f = await s.request(`/api/smartForm?entity_id=3&operation_name=edit&object_id=${id}`, { token: admin });
  expect(f.status).toBe(200);
  const fields = f.body.fields
    .filter((x: any) => !x.schema.disabled && !x.schema.readonly)
    .map((x: any) => ({ id: x.id, schema: { name: x.schema.name }, data: { value: x.schema.name in change ? change[x.schema.name] : (x.data?.value ?? null) } }));
  return s.request("/api/smartForm", { method: "PUT", token, body: { manage_form_entity_id: 3, object_id: id, operation_name: "edit", fields, meta_data: { changed_fields: Object.keys(change) } } });
};

describe("users: the forms tab", () => {
  let id: number;
  beforeAll(async () => {
    const r = await s.request("/api/users", { token: admin, body: { email: "forms.tab@demo.local", first_name: "Вера", last_name: "Полева" } });
    id = r.body.id;
  });

  it("saves a user without a middle name (the empty field posts null) and keeps the value", async () => {
    const r = await roundTrip(id, { city: "Казань", middle_name: "" });
    expect(r.status).toBe(200);
    const u = await s.request(`/api/users/${id}`, { token: admin });
    expect(u.body).toMatchObject({ city: "Казань", first_name: "Вера" });
  });

  it("answers invalid values with errors on the fields and writes nothing", async () => {
    const before = await eventCount(s.db);
    const long = await roundTrip(id, { phone: "1".repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.fields.map((f: any) => f.path)).toContain("fields.phone");
    const empty = await roundTrip(id, { first_name: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.map((f: any) => f.path)).toContain("fields.first_name");
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses an employee (no users edit) and another client", async () => {
    const before = await eventCount(s.db);
    expect((await roundTrip(id, { city: "X" }, employee)).status).toBe(403);
    expect((await roundTrip(id, { city: "X" }, nwAdmin)).status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);
  });
});
