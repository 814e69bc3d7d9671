// One's own profile (/profile/personalInformation): the profile-mode smart form, what a user may change in it,
// labels in the interface language (content-language), autocomplete fields that show their current value, and
// avatars a colleague without the library section still sees.
import { describe, expect, it } from "vitest";
import { eventCount, giveDemoPassword, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;
withSignedIn(["admin", "employee", "nwAdmin"], (env) => ({ s, admin, employee, nwAdmin } = env));

const form = (query: string, token = employee, language?: string) =>
  s.request(`/api/smartForm?${query}`, { token, ...(language ? { headers: { "content-language": language } } : {}) });
const field = (f: any, name: string) => f.body.fields.find((x: any) => x.schema.name === name);
const idOf = async (email: string) => (await s.db.query("select id from users where email = $1", [email]))[0].id as number;
const put = (fields: Record<string, unknown>, token = employee, extra: Record<string, unknown> = {}) =>
  s.request("/api/smartForm", {
    method: "PUT", token,
    body: { manage_form_entity_id: 3, operation_name: "profile", fields: Object.entries(fields).map(([name, value]) => ({ schema: { name }, data: { value } })), ...extra },
  });
/** The profile form as the page loads it, posted back whole (every field, disabled ones with their values). */
const wholeForm = async (change: Record<string, unknown>, token = employee) => {
  const f = await form("entity_id=3&operation_name=profile", token);
  expect(f.status).toBe(200);
  return put(Object.fromEntries(f.body.fields.map((x: any) => [x.schema.name, x.schema.name in change ? change[x.schema.name] : x.data.value])), token);
};

describe("profile: own smart form", () => {
  it("renders labels, options and messages in the request's interface language, not the profile's", async () => {
    const ru = await form("entity_id=3&operation_name=profile");
    expect(field(ru, "first_name").schema.title).toBe("Имя");
    const en = await form("entity_id=3&operation_name=profile", employee, "en");
    expect(en.status).toBe(200);
    expect(field(en, "first_name").schema.title).toBe("First name");
    expect(field(en, "gender_id").source.map((o: any) => o.value)).toContain("Female");
    const fr = await form("entity_id=3&operation_name=profile", employee, "fr");
    expect(field(fr, "first_name").schema.title).toBe("Prénom");
    expect(fr.body.display_name).toBe("Utilisateur");
    // Built-in fields carry their titles in every language (what "start from the standard fields" copies).
    expect(field(fr, "first_name").schema.custom_properties).toEqual({ ru: { title: "Имя" }, en: { title: "First name" }, fr: { title: "Prénom" } });
    // The profile language stays Russian: the page decides.
    expect((await s.db.query("select language from users where email = 'employee@demo.local'"))[0].language).toBe("ru");
    const bad = await s.request("/api/smartForm", {
      method: "PUT", token: employee, headers: { "content-language": "en" },
      body: { manage_form_entity_id: 3, operation_name: "profile", fields: [{ schema: { name: "first_name" }, data: { value: "" } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ path: "fields.first_name", message: "The First name field is required" }]);
    const src = await s.request("/api/getSmartFormSource?source_id=5", { token: employee, headers: { "content-language": "fr" } });
    expect(src.body.items.map((o: any) => o.value)).toContain("Femme");
  });

  it("uses a client-defined form's custom_properties title of the request's language", async () => {
    const f = await s.request("/api/manageForms", { token: admin, body: { name: "Profil", manage_form_entity_id: 3, is_active: true } });
    expect(f.status).toBe(200);
    const fieldRow = await s.request("/api/manageFormFields", {
      token: admin,
      body: {
        smart_form_id: f.body.id, name: "nickname", title: "Nickname", type: "string", form_component: "textfield", edit_in_profile: true,
        custom_properties: { ru: { title: "Прозвище" }, en: { title: "Nickname" }, fr: { title: "Surnom" } },
      },
    });
    expect(fieldRow.status).toBe(200);
    try {
      expect(field(await form("entity_id=3&operation_name=profile", employee, "fr"), "nickname").schema.title).toBe("Surnom");
      expect(field(await form("entity_id=3&operation_name=profile", employee, "en"), "nickname").schema.title).toBe("Nickname");
      expect(field(await form("entity_id=3&operation_name=profile", employee, "ru"), "nickname").schema.title).toBe("Прозвище");
    } finally {
      await s.request(`/api/manageForms/${f.body.id}`, { method: "PUT", token: admin, body: { name: "Profil", manage_form_entity_id: 3, is_active: false } });
    }
  });

  it("sends autocomplete fields (manager) with the option of their current value", async () => {
    const manager = await idOf("manager@demo.local");
    const [m] = await s.db.query("select first_name, last_name from users where id = $1", [manager]);
    const profile = await form("entity_id=3&operation_name=profile");
    const f = field(profile, "manager_id");
    expect(f.data.value).toBe(manager);
    expect(f.source).toHaveLength(1);
    expect(f.source[0].id).toBe(manager);
    expect(f.source[0].value).toContain(m.last_name);
    expect(f.source[0].value).toContain(m.first_name);
    // The same in the admin's edit form; a field without a value has no options to show.
    const edit = await form(`entity_id=3&operation_name=edit&object_id=${await idOf("employee@demo.local")}`, admin);
    expect(field(edit, "manager_id").source[0].id).toBe(manager);
    const self = await form("entity_id=3&operation_name=profile", admin);
    expect(field(self, "manager_id").data.value).toBeNull();
    expect(field(self, "manager_id").source).toBeUndefined();
  });

  it("saves the fields editable in the profile, posted back whole as the page does", async () => {
    const r = await wholeForm({ phone: "+7 900 000", city: "Тверь" });
    expect(r.status).toBe(200);
    const [row] = await s.db.query("select phone, city, email, role_id from users where email = 'employee@demo.local'");
    expect(row).toEqual({ phone: "+7 900 000", city: "Тверь", email: "employee@demo.local", role_id: 9 });
  });

  it("refuses a change to a field not editable in the profile (no users edit), writing nothing", async () => {
    const before = await eventCount(s.db);
    const email = await put({ phone: "+7 1", email: "hijack@demo.local" });
    expect(email.status).toBe(400);
    expect(email.body.fields).toEqual([{ path: "fields.email", message: "forms.field.notEditable" }]);
    const role = await wholeForm({ role_id: 1, manager_id: null });
    expect(role.status).toBe(400);
    expect(role.body.fields.map((f: any) => f.path).sort()).toEqual(["fields.manager_id", "fields.role_id"]);
    expect(await eventCount(s.db)).toBe(before);
    const [row] = await s.db.query("select phone, email, role_id from users where email = 'employee@demo.local'");
    expect(row).toMatchObject({ email: "employee@demo.local", role_id: 9 });
    expect(row.phone).not.toBe("+7 1");
    // Editing oneself in edit mode needs users edit: 403.
    const me = await idOf("employee@demo.local");
    const edit = await s.request("/api/smartForm", {
      method: "PUT", token: employee,
      body: { manage_form_entity_id: 3, object_id: me, operation_name: "edit", fields: [{ schema: { name: "email" }, data: { value: "x@demo.local" } }] },
    });
    expect(edit.status).toBe(403);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses bad payloads (400), another user's profile (403) and keeps to the session's client", async () => {
    const before = await eventCount(s.db);
    const unknown = await put({ no_such_field: "x" });
    expect(unknown.status).toBe(400);
    expect((await s.request("/api/smartForm", { method: "PUT", token: employee, body: { manage_form_entity_id: 3, operation_name: "profile", fields: "x" } })).status).toBe(400);
    expect((await put({ phone: "1".repeat(51) })).status).toBe(400);
    const other = await idOf("manager@demo.local");
    expect((await form(`entity_id=3&operation_name=profile&object_id=${other}`)).status).toBe(403);
    // object_id of another client's user is not used in profile mode: the northwind admin edits their own row only.
    const r = await put({ city: "Oslo" }, nwAdmin, { object_id: other });
    expect(r.status).toBe(200);
    expect(r.body[0].object_id).toBe(await idOf("admin@northwind.local"));
    expect((await s.db.query("select city from users where id = $1", [other]))[0].city).not.toBe("Oslo");
    expect(await eventCount(s.db)).toBe(before + 1);
  });
});

describe("avatars without the library section", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const upload = async (token: string, fields: Record<string, string> = { purpose: "avatar" }) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append("file", new Blob([PNG as BlobPart], { type: "image/png" }), "me.png");
    const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as any };
  };
  const open = (token: string, id: number, attachment = false) =>
    fetch(`${s.base}/api/files?file_id=${id}&${attachment ? "as_attachment=1" : "is_open=1"}`, { headers: { authorization: `Bearer ${token}` } });

  it("lets a custom role without library read colleagues' avatars (200), not another client's (404) nor library files (403)", async () => {
    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Без библиотеки", en: "No library", fr: "Sans bibliothèque" }, routes: { dashboard: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    const created = await s.request("/api/users", { token: admin, body: { email: "nolib@demo.local", first_name: "Нина", last_name: "Безбиблиотечная", custom_role_id: role.body.id } });
    expect(created.status).toBe(200);
    await giveDemoPassword(s.db, created.body.id);
    const nolib = (await s.login("nolib@demo.local")).token;
    expect((await s.request("/api/libraryFolderContent?library_type_id=1&library_folder_id=1", { token: nolib })).status).toBe(403);

    const colleague = (await upload(employee)).body[0].id as number;
    expect((await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: await idOf("employee@demo.local"), file_id: colleague } })).status).toBe(200);
    const seen = await open(nolib, colleague);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-security-policy")).toBe("sandbox");
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(PNG);
    // Opening only: downloading an avatar as an attachment is not a colleague's right.
    expect((await open(nolib, colleague, true)).status).toBe(403);

    const northwind = (await upload(nwAdmin)).body[0].id as number;
    expect((await open(nolib, northwind)).status).toBe(404);
    expect((await open(employee, northwind)).status).toBe(404);

    // A library file stays behind the library section.
    const doc = await upload(admin, { library_folder_id: "1" });
    expect(doc.status).toBe(200);
    expect((await open(nolib, doc.body[0].id)).status).toBe(403);

    // They upload and set their own photo; other uploads still need the library section, writing nothing.
    const own = await upload(nolib);
    expect(own.status).toBe(200);
    expect((await s.request("/api/manageUserAvatar", { token: nolib, body: { user_id: created.body.id, file_id: own.body[0].id } })).status).toBe(200);
    const before = await eventCount(s.db);
    expect((await upload(nolib, { library_folder_id: "1" })).status).toBe(403);
    expect(await eventCount(s.db)).toBe(before);
  });
});
