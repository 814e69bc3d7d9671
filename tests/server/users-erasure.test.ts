// GDPR erasure and export (issue 12, point 4): after an erasure no table and no event yields the person's personal
// values, a rebuild still reproduces every read table, the person cannot sign in, and refusals write nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/types.js";
import { projections } from "../../src/server/events/projections.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount, giveDemoPassword, snapshot, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let itManager: string;
let hr: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, itManager, hr] = await Promise.all(
    ["admin@demo.local", "admin@northwind.local", "itmanager@demo.local", "hr@demo.local"].map(async (e) => (await s.login(e)).token));
});
afterAll(() => s?.close());

// Values found nowhere else in the database, so that any trace of them is theirs.
const PERSON = { email: "zorana.quill@demo.local", first_name: "Zorana", last_name: "Quillfeather", middle_name: "Xenophontovna", phone: "+7 912 555 0147", city: "Vyborgshire" };
const TRACES = ["zorana.quill", "Zorana", "Quillfeather", "Xenophontovna", "555 0147", "555 0199", "Vyborgshire"];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Every table of the schema (read tables, events, credentials, keys...) whose row text holds one of the traces. */
const tracesIn = async (db: Db, traces: readonly string[]) => {
  const tables = await db.query<{ t: string }>("select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
  const patterns = traces.map((t) => `%${t.toLowerCase()}%`);
  const found: string[] = [];
  for (const { t } of tables) {
    const [r] = await db.query<{ n: number }>(`select count(*)::int as n from ${t} x where lower(x::text) like any($1::text[])`, [patterns]);
    if (r.n > 0) found.push(t);
  }
  return found;
};

const projectionTables = () => [...new Set(projections().flatMap((p) => p.tables))].sort();
const snapshotAll = async () => Object.fromEntries(await Promise.all(projectionTables().map(async (t) => [t, await snapshot(s.db, t)])));

const erase = (token: string, body: unknown) => s.request("/api/userErasure", { token, body });
const exportOf = (token: string, id: number | string) => s.request(`/api/userPersonalData?user_id=${id}`, { token });

let personId: number;

describe("personal data erasure", () => {
  it("leaves the person's data readable before the erasure, and nowhere in the log in the clear", async () => {
    const created = await s.request("/api/users", { token: admin, body: PERSON });
    expect(created.status).toBe(200);
    personId = created.body.id;
    expect((await s.request(`/api/users/${personId}`, { method: "PUT", token: admin, body: { phone: "+7 912 555 0199" } })).status).toBe(200);
    expect((await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [personId] } })).status).toBe(200);
    const group = await s.request("/api/userGroups", { token: admin, body: { name: "Erasure group", type: "static" } });
    await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: group.body.id, target_object_ids: [personId] },
    });
    await giveDemoPassword(s.db, personId);
    const person = (await s.login(PERSON.email)).token;
    const form = new FormData();
    form.append("purpose", "avatar");
    form.append("file", new Blob([PNG as BlobPart], { type: "image/png" }), "zorana-quillfeather.png");
    const up = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${person}` } });
    const fileId = ((await up.json()) as any)[0].id;
    expect((await s.request("/api/manageUserAvatar", { token: person, body: { user_id: personId, file_id: fileId } })).status).toBe(200);

    expect(await tracesIn(s.db, TRACES)).toEqual(expect.arrayContaining(["users", "mail_outbox"]));
    const clear = await s.db.query<{ n: number }>("select count(*)::int as n from events where lower(data::text) like any($1::text[])",
      [TRACES.map((t) => `%${t.toLowerCase()}%`)]);
    expect(clear[0].n).toBe(0);
  });

  it("exports everything stored about the person as a JSON file, and nothing of another person", async () => {
    const r = await exportOf(admin, personId);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.body.profile).toMatchObject({ email: PERSON.email, first_name: "Zorana", phone: "+7 912 555 0199" });
    expect(r.body.groups.map((g: any) => g.name)).toEqual(["Erasure group"]);
    expect(r.body.mail[0]).toMatchObject({ type: "invitation", address: PERSON.email });
    expect(r.body.files).toHaveLength(1);
    expect(r.body.sessions).toHaveLength(1);
    const created = r.body.events.find((e: any) => e.type === "user.created");
    expect(created.data.personal).toMatchObject({ email: PERSON.email, last_name: "Quillfeather" });
    const text = JSON.stringify(r.body);
    for (const other of ["employee@demo.local", "admin@demo.local", "argon2", "Demo-2026"]) expect(text).not.toContain(other);
  });

  it("refuses export and erasure to the wrong role (403), for another client's user (404), for bad input (400), writing nothing", async () => {
    const before = await eventCount(s.db);
    for (const token of [itManager, hr]) {
      expect((await erase(token, { user_id: personId })).status).toBe(403);
      expect((await exportOf(token, personId)).status).toBe(403);
    }
    expect((await erase(nwAdmin, { user_id: personId })).status).toBe(404);
    expect((await exportOf(nwAdmin, personId)).status).toBe(404);
    expect((await erase(admin, { user_id: 987654 })).status).toBe(404);
    for (const body of [{}, { user_id: "x" }, { user_id: -1 }, { user_id: personId, extra: 1 }]) {
      const r = await erase(admin, body);
      expect(r.status).toBe(400);
    }
    expect((await exportOf(admin, "abc")).status).toBe(400);
    const [self] = await s.db.query("select id from users where email = 'admin@demo.local'");
    const own = await erase(admin, { user_id: self.id });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe("users.erase.self");
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.db.query("select count(*)::int as n from person_keys where erased_at is not null"))[0].n).toBe(0);
  });

  it("erases: no table and no event yields the person's values, they cannot sign in, and others' facts stay", async () => {
    const groupsBefore = await s.db.query("select group_id from user_group_members where user_id = $1", [personId]);
    const r = await erase(admin, { user_id: personId });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: personId, erased_at: expect.any(String) });
    expect(await tracesIn(s.db, TRACES)).toEqual([]);
    const [row] = await s.db.query("select status_id, erased_at, avatar_id, email from users where id = $1", [personId]);
    expect(row).toMatchObject({ status_id: 1, avatar_id: null, email: `erased-${personId}@erased.invalid` });
    expect(row.erased_at).not.toBeNull();
    expect(await s.db.query("select 1 from credentials where user_id = $1", [personId])).toHaveLength(0);
    expect(await s.db.query("select 1 from sessions where user_id = $1 and ended_at is null", [personId])).toHaveLength(0);
    expect(await s.db.query("select group_id from user_group_members where user_id = $1", [personId])).toEqual(groupsBefore);
    const login = await s.request("/api/userAuthTokens", { body: { login: PERSON.email, password: await s.encrypt("Demo-2026!") } });
    expect(login.status).toBe(401);
    // Already erased, and closed to edits.
    expect((await erase(admin, { user_id: personId })).status).toBe(409);
    expect((await s.request(`/api/users/${personId}`, { method: "PUT", token: admin, body: { first_name: "Again" } })).status).toBe(409);
    // Nothing revives the account or brings personal data back: no link, no invitation, no avatar.
    const before = await eventCount(s.db);
    expect((await s.request("/api/resetUserPasswordBatch", { token: admin, body: { user_ids: [personId] } })).status).toBe(404);
    const invited = await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [personId] } });
    expect(invited.body.refused).toEqual([{ id: personId, reason: "users.erased" }]);
    expect((await s.request("/api/manageUserAvatar", { token: admin, body: { user_id: personId, file_id: null } })).status).toBe(409);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("rebuilds every read table from the log to what it was, still without the person's values", async () => {
    const live = await snapshotAll();
    await rebuild(s.db);
    expect(await snapshotAll()).toEqual(live);
    expect(await tracesIn(s.db, TRACES)).toEqual([]);
    const exported = await exportOf(admin, personId);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toMatch(/Zorana|Quillfeather|zorana\.quill/);
    expect(exported.body.events.find((e: any) => e.type === "user.created").data.personal).toBe("erased");
  });
});
