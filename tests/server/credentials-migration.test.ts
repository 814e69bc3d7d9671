// Databases from before issue 12's point 4: hashes in `user.created` / `user.passwordChanged` and in the read table,
// personal fields in the clear. Migration 0055 moves the hashes to `credentials` and strips them from the log; an
// erasure of a person whose events predate sealing strips their personal fields from those events.
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate.js";
import { projections } from "../../src/server/events/projections.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { snapshot, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
withSignedIn(["admin"], (env) => {
  ({ s, admin } = env);
});

const count = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(sql, params))[0].n;
const snapshotAll = async () => {
  const tables = [...new Set(projections().flatMap((p) => p.tables))].sort();
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshot(s.db, t)])));
};

/** Puts the database back in the shape it had before 0055: hashes in user_credentials and in the events. */
const makeLegacy = async () => {
  await s.db.transaction(async (tx) => {
    await tx.query("delete from schema_migrations where name = '0055_credentials.sql'");
    await tx.query(`alter table user_credentials add column password_hash text not null default '!',
      add column password_changed_at timestamptz not null default now(), add column password_history jsonb not null default '[]'`);
    await tx.query(`update user_credentials c set password_hash = k.hash, password_changed_at = k.changed_at, password_history = k.history
      from credentials k where k.user_id = c.user_id`);
    await tx.query(`update events e set data = e.data || jsonb_build_object('password_hash', k.hash)
      from credentials k where e.type = 'user.created' and e.stream_type = 'user' and e.stream_id = k.user_id::text`);
    // A legacy password change of the employee: the same hash again, as the old projection would have stored it.
    await tx.query(`insert into events (client_id, stream_type, stream_id, version, type, data, meta)
      select u.client_id, 'user', u.id::text, (select max(version) + 1 from events where stream_type = 'user' and stream_id = u.id::text),
        'user.passwordChanged', jsonb_build_object('password_hash', k.hash, 'via', 'change', 'at', now()), '{"actor":"system"}'
      from users u join credentials k on k.user_id = u.id where u.email = 'employee@demo.local'`);
    await tx.query("drop table credentials");
  });
};

describe("legacy databases", () => {
  it("moves hashes out of the events into credentials (0055); sign-in, history and rebuild keep working", async () => {
    await makeLegacy();
    expect(await count("select count(*)::int as n from events where data ? 'password_hash'")).toBeGreaterThan(10);
    expect(await migrate(s.db)).toEqual(["0055_credentials.sql"]);
    expect(await count("select count(*)::int as n from events where data::text like '%argon2%' or data ? 'password_hash'")).toBe(0);
    expect(await count("select count(*)::int as n from credentials where hash like '$argon2id$%'")).toBeGreaterThan(10);
    await expect(s.login("employee@demo.local")).resolves.toBeTruthy();
    const live = await snapshotAll();
    await rebuild(s.db);
    expect(await snapshotAll()).toEqual(live);
    const { token } = await s.login("employee@demo.local");
    // The history still refuses the current password.
    const again = await s.request("/api/changePassword", {
      token, body: { old_password: await s.encrypt("Demo-2026!"), new_password: await s.encrypt("Demo-2026!") },
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain("auth.password.usedRecently");
  });

  it("erases a person whose events hold their fields in the clear (from before sealing) from those events too", async () => {
    const created = await s.request("/api/users", { token: admin, body: { email: "old.timer@demo.local", first_name: "Oldrich", last_name: "Legacyson" } });
    const id = created.body.id as number;
    await s.request(`/api/users/${id}`, { method: "PUT", token: admin, body: { last_name: "Legacysdottir", city: "Oldtown" } });
    // As it was written before 0056: the fields in the clear, no key.
    await s.db.query(`update events set data = (data - 'sealed') || '{"email":"old.timer@demo.local","first_name":"Oldrich","last_name":"Legacyson"}'
      where stream_type = 'user' and stream_id = $1 and type = 'user.created'`, [String(id)]);
    await s.db.query(`update events set data = jsonb_build_object('at', data->'at', 'changes', '{"last_name":"Legacysdottir","city":"Oldtown"}'::jsonb)
      where stream_type = 'user' and stream_id = $1 and type = 'user.updated'`, [String(id)]);
    await s.db.query("delete from person_keys where user_id = $1", [id]);
    const live = await snapshotAll();
    await rebuild(s.db);
    expect(await snapshotAll()).toEqual(live);
    expect(await count("select count(*)::int as n from events where data::text like '%Legacys%'")).toBe(2);

    expect((await s.request("/api/userErasure", { token: admin, body: { user_id: id } })).status).toBe(200);
    const traces = ["%old.timer%", "%Oldrich%", "%Legacys%", "%Oldtown%"];
    expect(await count("select count(*)::int as n from events where data::text like any($1::text[])", [traces])).toBe(0);
    expect(await count("select count(*)::int as n from users u where u::text like any($1::text[])", [traces])).toBe(0);
    const erased = await snapshotAll();
    await rebuild(s.db);
    expect(await snapshotAll()).toEqual(erased);
  });
});
