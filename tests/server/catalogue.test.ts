import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueResources } from "../../services/contract/catalogue.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount, snapshot, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let employee: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, employee] = await Promise.all(["admin@demo.local", "admin@northwind.local", "employee@demo.local"].map(async (e) => (await s.login(e)).token));
});
afterAll(() => s?.close());

const post = (resource: string, body: unknown, token = admin) => s.request(`/api/${resource}`, { token, body });

/** A minimal valid item of each resource. */
const samples: Record<string, () => Promise<Record<string, unknown>>> = {
  emailTemplates: async () => ({ name: "Welcome", subject: "Hello", content: "<p>Hi<script>alert(1)</script></p>" }),
  libraryFolderCategories: async () => ({ name: "Docs", color: "#fff" }),
  userGroupCategories: async () => ({ name: "Teams" }),
  workflowCategories: async () => ({ name: "Onboarding", state_id: 1 }),
  tags: async () => ({ value: "urgent", short_value: "U" }),
  userJobEmploymentLevels: async () => ({ name: "Full time" }),
  userJobPositions: async () => ({ name: "Engineer", display_name: { en: "Engineer", ru: "Инженер" } }),
  userJobRelations: async () => ({ name: "Staff" }),
  manageForms: async () => ({ name: "Profile", manage_form_entity_id: 3 }),
  manageFormFields: async () => ({ smart_form_id: (await post("manageForms", { name: `F${Date.now()}`, manage_form_entity_id: 7 })).body.id, name: "nick", title: "Nick", type: "string", form_component: "textfield" }),
  manageFormFieldsGroups: async () => ({ smart_form_id: (await post("manageForms", { name: `G${Date.now()}`, manage_form_entity_id: 7 })).body.id, name: "Main" }),
  customDictionaries: async () => ({ name: "Shirt sizes", items: [{ id: 1, value: "S" }, { id: 2, value: "M" }] }),
  functionCodes: async () => ({ name: "FC1", mvz_code: "100" }),
  internalUnits: async () => ({ name: "IU1", level: 1 }),
  organizations: async () => ({ name: "Org1", is_active: true }),
  unitsByClient: async () => ({ name: "HQ", email: "hq@demo.local" }),
  manageClientExternalLearning: async () => ({ name: "Course", url: "https://learn.example.com/course", duration_hours: 2 }),
};

describe("generic catalogue", () => {
  it("has create, read, update, list and remove for every resource, with one event each", async () => {
    expect(Object.keys(samples).sort()).toEqual([...CatalogueResources].sort());
    for (const resource of CatalogueResources) {
      const body = await samples[resource]();
      const before = await eventCount(s.db);
      const created = await post(resource, body);
      expect(created.status, resource).toBe(200);
      expect(await eventCount(s.db)).toBe(before + 1);
      const id = created.body.id;
      expect((await s.request(`/api/${resource}/${id}`, { token: admin })).body.id).toBe(id);
      const list = await s.request(`/api/${resource}`, { token: admin });
      expect(list.body.map((x: any) => x.id), resource).toContain(id);
      const updated = await s.request(`/api/${resource}/${id}`, { method: "PUT", token: admin, body: { ...body, ...(resource === "tags" ? { value: "later" } : { name: `${body.name}2` }) } });
      expect(updated.status, resource).toBe(200);
      expect((await s.request(`/api/${resource}/${id}`, { method: "DELETE", token: admin })).status, resource).toBe(204);
      expect((await s.request(`/api/${resource}/${id}`, { token: admin })).status).toBe(404);
    }
  });

  it("sanitises e-mail template content", async () => {
    const r = await post("emailTemplates", { name: "Clean", subject: "s", content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">l</a></p>' });
    expect(r.body.content).toBe("<p>Hi<a>l</a></p>");
    // Style that could lay the message over the mail client or fetch something goes; typography stays.
    const styled = await post("emailTemplates", {
      name: "Styled", subject: "s",
      content: '<p style="position:fixed;top:0;z-index:9;background:url(https://x.example/t.png);background-image:url(https://x.example/u.png);color:#c00;font-weight:bold;text-align:center;margin:0 auto">Hi</p>',
    });
    expect(styled.body.content).toBe('<p style="color:#c00;font-weight:bold;text-align:center;margin:0 auto">Hi</p>');
  });

  it("lazy loads by id in either direction", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post("tags", { value: `lazy${i}` })).body.id);
    const first = await s.request(`/api/tags?lazy_count=2&lazy_id=${ids[0] - 1}`, { token: admin });
    expect(first.body.map((x: any) => x.id)).toEqual(ids.slice(0, 2));
    const next = await s.request(`/api/tags?lazy_count=2&lazy_id=${ids[1]}`, { token: admin });
    expect(next.body.map((x: any) => x.id)).toEqual(ids.slice(2, 4));
    const desc = await s.request(`/api/tags?lazy_count=2&lazy_id=${ids[4]}&lazy_asc=false`, { token: admin });
    expect(desc.body.map((x: any) => x.id)).toEqual([ids[3], ids[2]]);
  });

  it("refuses a duplicate name (409), unknown fields and bad values (400), writing nothing", async () => {
    await post("userJobRelations", { name: "Contractor" });
    const before = await eventCount(s.db);
    const dup = await post("userJobRelations", { name: " contractor " });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("catalogue.name.taken");
    expect((await post("userJobRelations", { name: "X", extra: 1 })).status).toBe(400);
    expect((await post("userJobRelations", { name: "" })).status).toBe(400);
    expect((await post("manageFormFields", { smart_form_id: 999999, name: "a", title: "A", type: "string", form_component: "textfield" })).status).toBe(400);
    expect((await s.request("/api/nonsense", { token: admin })).status).toBeGreaterThanOrEqual(400);
    expect(await eventCount(s.db)).toBe(before);
    // Another client may use the same name.
    expect((await post("userJobRelations", { name: "Contractor" }, nwAdmin)).status).toBe(200);
  });

  it("filters form fields by smart form and refuses removing what is still used", async () => {
    const form = (await post("manageForms", { name: "Track form", manage_form_entity_id: 7 })).body.id;
    const field = (await post("manageFormFields", { smart_form_id: form, name: "start", title: "Start", type: "date", form_component: "datepicker", column_id: 1053 })).body.id;
    const fields = await s.request(`/api/manageFormFields?smart_form_id=${form}`, { token: admin });
    expect(fields.body.map((f: any) => f.id)).toEqual([field]);
    expect((await s.request(`/api/manageForms/${form}`, { method: "DELETE", token: admin })).status).toBe(409);
    const position = (await post("userJobPositions", { name: "Used position" })).body.id;
    await s.request("/api/users", { token: admin, body: { email: "pos@demo.local", first_name: "P", last_name: "P", job_position_id: position } });
    const used = await s.request(`/api/userJobPositions/${position}`, { method: "DELETE", token: admin });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe("catalogue.remove.usedByUsers");
  });

  it("refuses a unit that would be its own ancestor", async () => {
    const a = (await post("unitsByClient", { name: "A unit" })).body.id;
    const b = (await post("unitsByClient", { name: "B unit", parent_id: a })).body.id;
    const loop = await s.request(`/api/unitsByClient/${a}`, { method: "PUT", token: admin, body: { name: "A unit", parent_id: b } });
    expect(loop.status).toBe(400);
  });

  it("needs catalogs or preferences edit to write; reads are per client", async () => {
    expect((await post("tags", { value: "nope" }, employee)).status).toBe(403);
    expect((await post("organizations", { name: "nope" }, employee)).status).toBe(403);
    expect((await s.request("/api/tags", { token: employee })).status).toBe(200);
    expect((await s.request("/api/emailTemplates", { token: employee })).status).toBe(403);
    const tag = (await post("tags", { value: "mine" })).body.id;
    expect((await s.request(`/api/tags/${tag}`, { token: nwAdmin })).status).toBe(404);
    expect((await s.request(`/api/tags/${tag}`, { method: "PUT", token: nwAdmin, body: { value: "theirs" } })).status).toBe(404);
    expect((await s.request(`/api/tags/${tag}`, { method: "DELETE", token: nwAdmin })).status).toBe(404);
    expect((await s.request("/api/tags", { token: nwAdmin })).body.some((x: any) => x.id === tag)).toBe(false);
    expect((await s.request("/api/tags?client_id=1", { token: nwAdmin })).status).toBe(403);
  });

  it("keeps named calls ahead of the generic resource paths", async () => {
    expect((await s.request("/api/userGroups", { token: admin })).status).toBe(200);
    expect((await s.request("/api/customUserRoles", { token: admin })).status).toBe(200);
    expect((await s.request("/api/userRoles", { token: admin })).body).toHaveLength(11);
  });

  it("serves the spec's organisation and unit calls", async () => {
    const org = (await post("organizations", { name: "Toggle org", is_active: true })).body.id;
    const off = await s.request("/api/clientOrganizations", { method: "PUT", token: admin, body: { id: org, is_active: false } });
    expect(off.body).toMatchObject({ id: org, name: "Toggle org", is_active: false });
    const unit = (await s.request("/api/clientUnitsByClient", { token: admin, body: { name: "Via alias", is_required: true } })).body.id;
    expect((await s.request(`/api/clientUnitDetails?client_unit_id=${unit}`, { token: admin })).body.is_required).toBe(true);
    const upd = await s.request("/api/clientUnitsByClient", { method: "PUT", token: admin, body: { id: unit, item: { name: "Renamed unit" } } });
    expect(upd.body.name).toBe("Renamed unit");
    expect((await s.request("/api/clientUnitsByClient", { token: admin })).body.map((u: any) => u.id)).toContain(unit);
  });

  it("rebuilds the catalogue, groups and users tables from the log to the same rows", async () => {
    const tables = ["catalogue_items", "users", "user_groups", "user_group_members", "custom_roles", "user_filter_forms"];
    const before = await Promise.all(tables.map((t) => snapshot(s.db, t)));
    await rebuild(s.db);
    expect(await Promise.all(tables.map((t) => snapshot(s.db, t)))).toEqual(before);
  });
});
