import { describe, expect, it } from "vitest";
import { eventCount, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;
withSignedIn(["admin", "employee", "nwAdmin"], (env) => ({ s, admin, employee, nwAdmin } = env));

const form = (query: string, token = admin) => s.request(`/api/smartForm?${query}`, { token });
const save = (body: Record<string, unknown>, method = "POST", token = admin) => s.request("/api/smartForm", { method, token, body });
const fields = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ schema: { name }, data: { value } }));
const field = (f: any, name: string) => f.body.fields.find((x: any) => x.schema.name === name);

describe("smart form: the built-in user form", () => {
  it("renders the create form with rules, options and default selections", async () => {
    const r = await form("entity_id=3&operation_name=create");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ manage_form_entity_id: 3, operation_name: "create", object_id: null, meta_data: { integration: false } });
    expect(field(r, "email").schema.rules).toEqual({ email: true, max: 254, required: true });
    expect(field(r, "first_name").schema.rules).toEqual({ required: true, max: 100 });
    expect(field(r, "role_id").data.value).toBe(9);
    expect(field(r, "language").data.value).toBe("ru");
    expect(field(r, "language").source.map((o: any) => o.id)).toEqual(["ru", "en", "fr"]);
    expect(r.body.groups[0].field_members.length).toBe(r.body.fields.length);
  });

  it("creates a user through the form, and refuses with the validators' messages in the user's language", async () => {
    const before = await eventCount(s.db);
    const bad = await save({ manage_form_entity_id: 3, fields: fields({ email: "not-an-email", first_name: "", last_name: "Л", birth_date: "31.02.2000" }) });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries(bad.body.fields.map((f: any) => [f.path, f.message]));
    expect(byPath).toEqual({
      "fields.email": "Введите корректный адрес эл. почты",
      "fields.first_name": "Поле «Имя» обязательно для заполнения",
      "fields.birth_date": "Введите корректную дату",
    });
    expect(await eventCount(s.db)).toBe(before);
    const ok = await save({ manage_form_entity_id: 3, fields: fields({ email: "form1@demo.local", first_name: "Фёдор", last_name: "Лис", birth_date: "01.02.2000", role_id: { id: 2, value: "HR" } }) });
    expect(ok.status).toBe(200);
    expect(ok.body[0]).toMatchObject({ entity_id: 3, values: { birth_date: "2000-02-01", role_id: 2 } });
    const read = await form(`entity_id=3&operation_name=read&object_id=${ok.body[0].object_id}`);
    expect(field(read, "birth_date").data.value).toBe("2000-02-01");
    expect(field(read, "email").schema.readonly).toBe(true);
  });

  it("lets a user edit only profile-editable fields of their own profile", async () => {
    const me = await s.request("/api/getSessionData", { token: employee });
    const profile = await form("entity_id=3&operation_name=profile", employee);
    expect(profile.body.object_id).toBe(me.body.user.id);
    expect(field(profile, "email").schema.disabled).toBe(true);
    expect(field(profile, "phone").schema.disabled).toBe(false);
    // A field not editable in the profile is refused, and nothing is written (tests/server/forms-profile.test.ts).
    const hijack = await save({ manage_form_entity_id: 3, operation_name: "profile", fields: fields({ phone: "+7 555", email: "hijack@demo.local", role_id: 1 }) }, "PUT", employee);
    expect(hijack.status).toBe(400);
    expect(hijack.body.fields.map((f: any) => f.path).sort()).toEqual(["fields.email", "fields.role_id"]);
    const r = await save({ manage_form_entity_id: 3, operation_name: "profile", fields: fields({ phone: "+7 555", email: "employee@demo.local", role_id: 9 }) }, "PUT", employee);
    expect(r.status).toBe(200);
    const [row] = await s.db.query("select phone, email, role_id from users where id = $1", [me.body.user.id]);
    expect(row).toEqual({ phone: "+7 555", email: "employee@demo.local", role_id: 9 });
  });

  it("refuses other modes without the rights (403) and other clients' objects (404)", async () => {
    expect((await form("entity_id=3&operation_name=create", employee)).status).toBe(403);
    expect((await save({ manage_form_entity_id: 3, fields: fields({ email: "x9@demo.local", first_name: "a", last_name: "b" }) }, "POST", employee)).status).toBe(403);
    const [demo] = await s.db.query("select id from users where email = 'hr@demo.local'");
    expect((await form(`entity_id=3&operation_name=edit&object_id=${demo.id}`, nwAdmin)).status).toBe(404);
    expect((await save({ manage_form_entity_id: 3, object_id: demo.id, fields: fields({ city: "X" }) }, "PUT", nwAdmin)).status).toBe(404);
    expect((await form("entity_id=99")).status).toBe(404);
  });

  it("makes every field optional and multi-valued in filter mode", async () => {
    const r = await form("entity_id=3&form_type_id=2");
    expect(r.body.operation_name).toBe("filter");
    expect(r.body.fields.every((f: any) => f.schema.required === false)).toBe(true);
    expect(field(r, "role_id").schema.multi_select).toBe(true);
    expect(field(r, "hire_date").schema.range).toBe(true);
  });

  it("disables the integration's fields when the client has the integration on", async () => {
    await s.db.query("update clients set features = features || '{\"integration\": true}' where id = 1");
    try {
      const r = await form("entity_id=3&operation_name=create");
      expect(field(r, "email").schema.disabled).toBe(true);
      expect(r.body.meta_data.disabled_fields).toContain("unit_id");
    } finally {
      await s.db.query("update clients set features = features - 'integration' where id = 1");
    }
  });
});

describe("smart form: another client's form (client_id)", () => {
  it("lets the platform administrator read another client's create form", async () => {
    const nwId = (await s.db.query("select id from clients where name = 'Northwind'"))[0].id;
    const created = await s.request(`/api/manageForms?client_id=${nwId}`, { token: admin, body: { name: "Northwind users", manage_form_entity_id: 3 } });
    expect(created.status).toBe(200);
    const f = created.body.id;
    await s.request(`/api/manageFormFields?client_id=${nwId}`, { token: admin, body: { smart_form_id: f, name: "email", title: "E-mail", type: "string", form_component: "textfield" } });
    try {
      const theirs = await form(`entity_id=3&operation_name=create&client_id=${nwId}`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.manage_form_id).toBe(f);
      expect(theirs.body.fields.map((x: any) => x.schema.name)).toEqual(["email"]);
      // Without client_id the session's client (Demo) answers: its own form, not Northwind's.
      expect((await form("entity_id=3&operation_name=create")).body.manage_form_id).not.toBe(f);
      expect((await form("entity_id=3&operation_name=create&client_id=999999")).status).toBe(404);
    } finally {
      await s.request(`/api/manageForms/${f}?client_id=${nwId}`, { method: "PUT", token: admin, body: { name: "Northwind users", manage_form_entity_id: 3, is_active: false } });
    }
  });

  it("refuses another client's form to anyone but a platform administrator (403)", async () => {
    const [demo] = await s.db.query("select client_id from users where email = 'admin@demo.local'");
    const nwId = (await s.db.query("select id from clients where name = 'Northwind'"))[0].id;
    const refused = await form(`entity_id=3&operation_name=create&client_id=${demo.client_id}`, nwAdmin);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/email/);
    // Naming one's own client is the same as naming none.
    expect((await form(`entity_id=3&operation_name=create&client_id=${nwId}`, nwAdmin)).status).toBe(200);
  });
});

describe("smart form: client-defined forms", () => {
  it("renders and saves a client's own user form with custom fields and JSON rules", async () => {
    const f = (await s.request("/api/manageForms", { token: admin, body: { name: "Users form", manage_form_entity_id: 3 } })).body.id;
    const dict = (await s.request("/api/customDictionaries", { token: admin, body: { name: "Sizes", items: [{ id: 1, value: "S" }, { id: 2, value: "M" }] } })).body.id;
    const add = (body: Record<string, unknown>) => s.request("/api/manageFormFields", { token: admin, body: { smart_form_id: f, type: "string", form_component: "textfield", ...body } });
    for (const b of [
      { name: "email", title: "E-mail", required: true, additional_settings: '{"rules":{"email":true}}' },
      { name: "first_name", title: "Имя", required: true }, { name: "last_name", title: "Фамилия", required: true },
      { name: "badge", title: "Badge", additional_settings: '{"rules":{"regex":"^B\\\\d{3}$"}}' },
      { name: "size", title: "Size", form_component: "select", required: true, manage_form_custom_field_source_id: dict },
      { name: "nick", title: "Nick", additional_settings: "{broken" , max_length: 2 },
    ]) expect((await add(b)).status).toBe(200);
    const r = await form("entity_id=3&operation_name=create");
    expect(r.body.manage_form_id).toBe(f);
    expect(field(r, "size").source).toEqual([{ id: 1, value: "S" }, { id: 2, value: "M" }]);
    expect(field(r, "size").data.value).toBe(1);
    expect(field(r, "nick").schema.rules).toEqual({});
    const bad = await save({ manage_form_entity_id: 3, fields: fields({ email: "c1@demo.local", first_name: "a", last_name: "b", badge: "X1", size: 2 }) });
    expect(bad.body.fields).toEqual([{ path: "fields.badge", message: "Значение имеет неверный формат" }]);
    const ok = await save({ manage_form_entity_id: 3, fields: fields({ email: "c1@demo.local", first_name: "a", last_name: "b", badge: "B123", size: 2, nick: "longer" }) });
    expect(ok.status).toBe(200);
    const [row] = await s.db.query("select custom_fields from users where email = 'c1@demo.local'");
    expect(row.custom_fields).toEqual({ badge: "B123", size: 2, nick: "longer" });
    const unknown = await save({ manage_form_entity_id: 3, fields: fields({ email: "c2@demo.local", first_name: "a", last_name: "b", size: 1, shoe: 1 }) });
    expect(unknown.status).toBe(400);
    await s.request(`/api/manageForms/${f}`, { method: "PUT", token: admin, body: { name: "Users form", manage_form_entity_id: 3, is_active: false } });
  });

  it("entity 7: ties columns 1053 and 1059", async () => {
    const f = (await s.request("/api/manageForms", { token: admin, body: { name: "Tracks", manage_form_entity_id: 7 } })).body.id;
    for (const [name, column_id] of [["start", 1053], ["end", 1059]] as const) {
      await s.request("/api/manageFormFields", { token: admin, body: { smart_form_id: f, name, title: name, type: "date", form_component: "datepicker", column_id } });
    }
    const r = await form("entity_id=7&operation_name=create");
    expect(r.body.fields.map((x: any) => [x.schema.name, x.schema.tied_with, x.schema.required])).toEqual([["start", "end", false], ["end", "start", true]]);
  });

  it("entity 4: the dynamic flag disables columns 755 and 766; saving creates the group", async () => {
    const stat = await form("entity_id=4&operation_name=create");
    expect(field(stat, "description").schema.disabled).toBe(false);
    const dyn = await form(`entity_id=4&operation_name=create&external_params=${encodeURIComponent('{"is_dynamic_group":true}')}`);
    expect([field(dyn, "description").schema.disabled, field(dyn, "category_id").schema.disabled]).toEqual([true, true]);
    expect(dyn.body.meta_data.is_dynamic_group).toBe(true);
    const saved = await save({ manage_form_entity_id: 4, fields: fields({ name: "Form group", description: "ignored" }), meta_data: { is_dynamic_group: true } });
    expect(saved.status).toBe(200);
    const g = await s.request(`/api/userGroups/${saved.body[0].object_id}`, { token: admin });
    expect(g.body).toMatchObject({ name: "Form group", type: "dynamic", description: "" });
  });

  it("serves sources, autocomplete and custom field sources", async () => {
    const roles = await s.request("/api/getSmartFormSource?source_id=1", { token: admin });
    expect(roles.body.items).toHaveLength(11);
    const users = await s.request("/api/getSmartFormSource?source_id=3&value=Смирн", { token: admin });
    expect(users.body.items.map((x: any) => x.value)).toEqual(["Смирнова Анна"]);
    expect((await s.request("/api/getSmartFormSource?source_id=999", { token: admin })).status).toBe(404);
    const custom = await s.request("/api/manageFormCustomFieldSources", { token: admin });
    expect(custom.body.find((x: any) => x.name === "Sizes").data).toHaveLength(2);
    expect((await s.request("/api/manageFormCustomFieldSources", { token: nwAdmin })).body).toEqual([]);
  });
});
