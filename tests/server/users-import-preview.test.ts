// The import preview: the same verdicts the import gives, row by row, and nothing written; the same refusals.
import { describe, expect, it } from "vitest";
import { eventCount, snapshot, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
withSignedIn(["admin"], (env) => {
  ({ s, admin } = env);
});

const post = async (path: string, csv: string, token = admin) => {
  const form = new FormData();
  form.append("input-csv", new Blob([new TextEncoder().encode(csv)], { type: "text/csv" }), "users.csv");
  const res = await fetch(`${s.base}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

const CSV = [
  "email,first_name,last_name,manager_email",
  "prev1@demo.local,Анна,Превью,prev2@demo.local",
  "prev2@demo.local,Борис,Превью,",
  "prev1@demo.local,Дубль,Превью,",
  "employee@demo.local,Дмитрий,Соколов,",
  "not-an-email,X,Y,",
].join("\n");

describe("previewImportUsers", () => {
  it("reports what the import would do, and writes nothing", async () => {
    const events = await eventCount(s.db);
    const users = await snapshot(s.db, "users");
    const preview = await post("/customImportUsers/preview", CSV);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ created: 2, updated: 1, refused: 2 });
    expect(await eventCount(s.db)).toBe(events);
    expect(await snapshot(s.db, "users")).toEqual(users);
    expect((await s.db.query("select 1 from users where email like 'prev%@demo.local'")).length).toBe(0);

    const done = await post("/customImportUsers", CSV);
    expect(done.status).toBe(200);
    const verdicts = (r: { rows: Array<{ line: number; result: string; reasons: string[] }> }) => r.rows.map((x) => [x.line, x.result, x.reasons]);
    expect(verdicts(done.body)).toEqual(verdicts(preview.body));
  });

  it("refuses what the import refuses, writing nothing", async () => {
    const employee = (await s.login("employee@demo.local")).token;
    const events = await eventCount(s.db);
    expect((await post("/customImportUsers/preview", CSV, employee)).status).toBe(403);
    const wrong = await post("/customImportUsers/preview", "mail,first\nx@y.z,A");
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.length).toBeGreaterThan(0);
    const none = await fetch(`${s.base}/api/customImportUsers/preview`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: new FormData() });
    expect(none.status).toBe(400);
    expect(await eventCount(s.db)).toBe(events);
  });
});
