// The users list reads rows stored as the list shows them (lists/listRows.ts). A stored row is used only while
// what it was built from is unchanged: each change a row shows (the user, the manager's name, a catalogue item's
// label, a custom role's name) must reach the next page, and a page must equal the one built without stored rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let person: number;
let boss: number;
let position: number;
let role: number;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.login("admin@demo.local")).token;
  position = (await s.request("/api/userJobPositions", { token: admin, body: { name: "Position A" } })).body.id;
  role = (await s.request("/api/customUserRoles", { token: admin, body: { name: { ru: "Роль А", en: "Role A", fr: "Rôle A" }, routes: { profile: { use_route: true } } } })).body.id;
  boss = (await s.request("/api/users", { token: admin, body: { email: "stored-boss@demo.local", first_name: "Boss", last_name: "Before" } })).body.id;
  person = (await s.request("/api/users", {
    token: admin, body: { email: "stored-person@demo.local", first_name: "Person", last_name: "Stored", manager_id: boss, job_position_id: position, custom_role_id: role },
  })).body.id;
});
afterAll(() => s?.close());

/** Every row of the users list, page by page (20 a page), in English unless told. */
const allRows = async (lang = "en") => {
  const rows: any[] = [];
  let last: number | null = null;
  for (;;) {
    const r = await s.request("/api/virginSearch", { token: admin, headers: { "content-language": lang }, body: { route: "users", params: { limit: 20, last_id: last } } });
    if (r.status === 204) return rows;
    expect(r.status).toBe(200);
    rows.push(...r.body.rows);
    last = r.body.settings.last_id;
  }
};
const rowOf = async (id: number) => (await allRows()).find((r) => r.id === id);

describe("stored list rows", () => {
  it("answers the same page from stored rows as built ones, and stores them", async () => {
    await s.db.query("delete from user_list_rows");
    const built = await allRows();
    const stored = Number((await s.db.query<{ n: number }>("select count(*)::int as n from user_list_rows where lang = 'en'"))[0].n);
    expect(stored).toBe(built.length);
    expect(await allRows()).toEqual(built);
    expect(built.find((r) => r.id === person)).toMatchObject({
      full_name: "Person Stored", manager: { id: boss, value: "Boss Before" }, job_position: { id: position, value: "Position A" },
      custom_role: { id: role, value: "Role A" },
    });
    // Rows are stored per language: Russian puts the family name first (services/contract/personName.ts).
    expect((await allRows("ru")).find((r) => r.id === person)).toMatchObject({ full_name: "Stored Person", manager: { id: boss, value: "Before Boss" } });
  });

  it("shows the user's own change, the manager's new name, a renamed position and a renamed role on the next page", async () => {
    await allRows();
    expect((await s.request(`/api/users/${person}`, { method: "PUT", token: admin, body: { city: "Tver" } })).status).toBe(200);
    expect(await rowOf(person)).toMatchObject({ city: "Tver" });
    expect((await s.request(`/api/users/${boss}`, { method: "PUT", token: admin, body: { last_name: "After" } })).status).toBe(200);
    expect((await rowOf(person)).manager).toEqual({ id: boss, value: "Boss After" });
    expect((await s.request(`/api/userJobPositions/${position}`, { method: "PUT", token: admin, body: { name: "Position B" } })).status).toBe(200);
    expect((await rowOf(person)).job_position).toEqual({ id: position, value: "Position B" });
    expect((await s.request(`/api/customUserRoles/${role}`, {
      method: "PUT", token: admin, body: { name: { ru: "Роль Б", en: "Role B", fr: "Rôle B" }, routes: { profile: { use_route: true } } },
    })).status).toBe(200);
    expect((await rowOf(person)).custom_role).toEqual({ id: role, value: "Role B" });
  });

  it("never shows a stored row built from an older version of the user", async () => {
    await allRows();
    // A row stored for the current version, then the user changed behind it (the stamp no longer matches).
    await s.db.query("update user_list_rows set j = replace(j, 'Stored', 'Forged') where id = $1", [person]);
    expect((await rowOf(person)).full_name).toBe("Person Forged");
    await s.db.query("update users set first_name = 'Changed' where id = $1", [person]);
    expect((await rowOf(person)).full_name).toBe("Changed Stored");
  });
});
