import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, type TestServer, startServer } from "./harness.js";

// Platform administration: a new client with its first administrator, switching a client off, another client's
// roles and users (virginSearch client_id), the privacy policy PDF and the external learning catalogue.
let s: TestServer;
let demoAdmin: string;
let nwAdmin: string;
let employee: string;
let nwId: number;
beforeAll(async () => {
  s = await startServer();
  demoAdmin = (await s.login("admin@demo.local")).token;
  nwAdmin = (await s.login("admin@northwind.local")).token;
  employee = (await s.login("employee@demo.local")).token;
  nwId = (await s.db.query("select id from clients where name = 'Northwind'"))[0].id;
});
afterAll(() => s?.close());

const newClient = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Client ${n}`, email: `hello@${n}.test`, hosts: [`${n}.test`], language: "en", active_user_limit: 10,
  admin: { first_name: "Ada", last_name: "Admin", email: `admin@${n}.test` }, ...extra,
});
const create = (body: unknown, token = demoAdmin) => s.request("/api/clients", { token, body });

describe("POST /api/clients", () => {
  it("creates the client, its Administrator role and an invited first administrator who can set a password and sign in", async () => {
    const r = await create(newClient("acme"));
    expect(r.status).toBe(200);
    expect(r.body.client).toMatchObject({ name: "Client acme", hosts: ["acme.test"], language: "en", is_active: true, is_default: false, users_count: 1 });
    const id = r.body.client.id;
    const [client] = await s.db.query("select active_user_limit from clients where id = $1", [id]);
    expect(client.active_user_limit).toBe(10);
    const [admin] = await s.db.query(
      "select u.id, u.status_id, u.invited_at, r.routes from users u join custom_roles r on r.id = u.custom_role_id where u.client_id = $1", [id]);
    expect(admin.id).toBe(r.body.admin.user_id);
    expect(admin.status_id).toBe(1);
    expect(admin.invited_at).not.toBeNull();
    expect(admin.routes.users.use_route).toBe(true);
    expect(admin.routes.clients).toBeUndefined();
    const events = await s.db.query<{ type: string }>("select type from events where client_id = $1 order by position", [id]);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["client.created", "customRole.created", "user.created", "user.invited", "passwordLink.created", "mail.queued"]));
    // No mail transport for the new client (no SMTP_URL here): the link is handed to the platform administrator.
    expect(r.body.admin.mailed).toBe(false);
    expect(typeof r.body.admin.uid).toBe("string");
    const ok = await s.request("/api/confirmPassword", { body: { uid: r.body.admin.uid, password: await s.encrypt("Acme-Admin-2030") } });
    expect(ok.status).toBe(200);
    const login = await s.login("admin@acme.test", "Acme-Admin-2030");
    const list = await s.request("/api/clientInformation", { token: login.token });
    expect(list.body.name).toBe("Client acme");
    expect((await s.request("/api/clients", { token: login.token })).status).toBe(403);
  });

  it("refuses a taken host or administrator e-mail with 409 and writes nothing", async () => {
    const before = await eventCount(s.db);
    const host = await create(newClient("taken", { hosts: ["northwind.localhost"] }));
    expect(host.status).toBe(409);
    expect(host.body.message).toBe("clients.host.taken");
    const email = await create(newClient("taken2", { admin: { first_name: "A", last_name: "B", email: "employee@demo.local" } }));
    expect(email.status).toBe(409);
    expect(email.body.message).toBe("users.email.taken");
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.db.query("select 1 from clients where name like 'Client taken%'")).length).toBe(0);
  });

  it("refuses a client administrator and an employee (403), bad payloads (400), never 500", async () => {
    expect((await create(newClient("nw"), nwAdmin)).status).toBe(403);
    expect((await create(newClient("emp"), employee)).status).toBe(403);
    expect((await s.request("/api/clients", { body: newClient("anon") })).status).toBe(401);
    const bad = [
      { ...newClient("b1"), name: "" },
      { ...newClient("b2"), email: "not-an-email" },
      { ...newClient("b3"), hosts: ["bad host!"] },
      { ...newClient("b4"), language: "de" },
      { ...newClient("b5"), active_user_limit: 0 },
      { ...newClient("b6"), admin: { first_name: "A", last_name: "", email: "a@b6.test" } },
      { ...newClient("b7"), admin: undefined },
      "nonsense",
    ];
    for (const body of bad) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("PUT /api/clientActivity", () => {
  it("switches a client off: its users cannot sign in, their sessions and refresh are refused; on again restores them", async () => {
    const made = await create(newClient("off"));
    const id = made.body.client.id;
    await s.request("/api/confirmPassword", { body: { uid: made.body.admin.uid, password: await s.encrypt("Off-Admin-2030") } });
    const session = await s.login("admin@off.test", "Off-Admin-2030");
    expect((await s.request("/api/getSessionData", { token: session.token })).status).toBe(200);
    const off = await s.request("/api/clientActivity", { method: "PUT", token: demoAdmin, body: { id, is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect((await s.request("/api/getSessionData", { token: session.token })).status).toBe(401);
    const again = await s.request("/api/userAuthTokens", { body: { login: "admin@off.test", password: await s.encrypt("Off-Admin-2030") } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("auth.login.clientInactive");
    const refreshed = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${session.refresh}` });
    expect(refreshed.status).toBe(401);
    const listed = await s.request(`/api/clients?search=off.test`, { token: demoAdmin });
    expect(listed.body.items[0].is_active).toBe(false);
    const on = await s.request("/api/clientActivity", { method: "PUT", token: demoAdmin, body: { id, is_active: true } });
    expect(on.body.is_active).toBe(true);
    expect((await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${session.refresh}` })).status).toBe(200);
    expect((await s.request("/api/userAuthTokens", { body: { login: "admin@off.test", password: await s.encrypt("Off-Admin-2030") } })).status).toBe(200);
  });

  it("refuses the default client and one's own (409), unknown clients (404), others' roles (403), bad payloads (400)", async () => {
    const [demo] = await s.db.query("select id from clients where is_default");
    const own = await s.request("/api/clientActivity", { method: "PUT", token: demoAdmin, body: { id: demo.id, is_active: false } });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe("clients.deactivate.refused");
    expect((await s.request("/api/clientActivity", { method: "PUT", token: demoAdmin, body: { id: 99999, is_active: false } })).status).toBe(404);
    expect((await s.request("/api/clientActivity", { method: "PUT", token: nwAdmin, body: { id: nwId, is_active: false } })).status).toBe(403);
    expect((await s.request("/api/clientActivity", { method: "PUT", token: employee, body: { id: nwId, is_active: false } })).status).toBe(403);
    for (const body of [{ id: nwId }, { id: "x", is_active: false }, { id: 0, is_active: true }, { id: nwId, is_active: "no" }]) {
      expect((await s.request("/api/clientActivity", { method: "PUT", token: demoAdmin, body })).status, JSON.stringify(body)).toBe(400);
    }
    const [nw] = await s.db.query("select is_active from clients where id = $1", [nwId]);
    expect(nw.is_active).toBe(true);
  });
});

describe("another client's users, groups and roles", () => {
  it("lists them for a platform administrator only", async () => {
    const users = await s.request("/api/virginSearch", { token: demoAdmin, body: { route: "users", client_id: nwId, params: { limit: 50 } } });
    expect(users.status).toBe(200);
    expect(users.body.rows.map((r: any) => r.email)).toEqual(expect.arrayContaining(["admin@northwind.local", "employee@northwind.local"]));
    expect(users.body.rows.some((r: any) => String(r.email).endsWith("@demo.local"))).toBe(false);
    const groups = await s.request("/api/virginSearch", { token: demoAdmin, body: { route: "groups", client_id: nwId } });
    expect([200, 204]).toContain(groups.status);
    expect((await s.request("/api/virginSearch", { token: nwAdmin, body: { route: "users", client_id: 1 } })).status).toBe(403);
    expect((await s.request("/api/virginSearch", { token: employee, body: { route: "users", client_id: nwId } })).status).toBe(403);
    const roles = await s.request(`/api/clientRoles?client_id=${nwId}`, { token: demoAdmin });
    expect(roles.status).toBe(200);
    expect(roles.body.map((r: any) => r.client_id)).toEqual(roles.body.map(() => nwId));
    expect(roles.body[0].name.en).toBe("Administrator");
    expect((await s.request(`/api/clientRoles?client_id=1`, { token: nwAdmin })).status).toBe(403);
    expect((await s.request(`/api/clientRoles?client_id=${nwId}`, { token: employee })).status).toBe(403);
    expect((await s.request(`/api/clientRoles`, { token: employee })).status).toBe(403);
    expect((await s.request(`/api/clientRoles?client_id=99999`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request(`/api/clientRoles?client_id=abc`, { token: demoAdmin })).status).toBe(400);
  });
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const upload = async (token: string, bytes: Buffer, name: string, query = "") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const res = await fetch(`${s.base}/api/clientPrivacyPolicy${query}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json().catch(() => null) };
};

describe("privacy policy PDF", () => {
  it("a client administrator uploads, replaces and removes it; the public endpoint serves it for the host's client only", async () => {
    const none = await s.request("/api/privacyPolicy?host=northwind.localhost");
    expect(none.status).toBe(200);
    expect(none.body.name).toBeNull();
    expect((await s.request("/api/privacyPolicy/file?host=northwind.localhost")).status).toBe(404);
    const up = await upload(nwAdmin, PDF, "Privacy.pdf");
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ client_id: nwId, name: "Privacy.pdf", size: PDF.length });
    const pub = await s.request("/api/privacyPolicy?host=northwind.localhost");
    expect(pub.body.name).toBe("Privacy.pdf");
    const file = await fetch(`${s.base}/api/privacyPolicy/file?host=northwind.localhost`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // The demo client (default host) has none: another client's policy never leaks.
    expect((await s.request("/api/privacyPolicy?host=localhost")).body.name).toBeNull();
    const replaced = await upload(nwAdmin, Buffer.concat([PDF, Buffer.from("% v2\n")]), "Policy-v2.pdf");
    expect(replaced.body.name).toBe("Policy-v2.pdf");
    const gone = await s.request("/api/clientPrivacyPolicy", { method: "DELETE", token: nwAdmin });
    expect(gone.status).toBe(200);
    expect(gone.body.name).toBeNull();
    expect((await s.request("/api/privacyPolicy/file?host=northwind.localhost")).status).toBe(404);
  });

  it("a platform administrator manages another client's; others are refused; only PDFs are taken", async () => {
    const up = await upload(demoAdmin, PDF, "nw.pdf", `?client_id=${nwId}`);
    expect(up.status).toBe(200);
    expect((await s.request(`/api/clientPrivacyPolicy?client_id=${nwId}`, { token: demoAdmin })).body.name).toBe("nw.pdf");
    expect((await upload(nwAdmin, PDF, "x.pdf", "?client_id=1")).status).toBe(403);
    expect((await upload(employee, PDF, "x.pdf")).status).toBe(403);
    expect((await s.request("/api/clientPrivacyPolicy", { method: "DELETE", token: employee })).status).toBe(403);
    expect((await upload(demoAdmin, PDF, "x.pdf", "?client_id=99999")).status).toBe(404);
    const html = await upload(nwAdmin, Buffer.from("<html><script>alert(1)</script></html>"), "policy.pdf");
    expect(html.status).toBe(400);
    expect(html.body.fields[0].message).toBe("clients.privacyPolicy.notPdf");
    expect((await upload(nwAdmin, PDF, "policy.html")).status).toBe(400);
    expect((await upload(nwAdmin, Buffer.alloc(0), "empty.pdf")).status).toBe(400);
    expect((await s.request(`/api/clientPrivacyPolicy?client_id=${nwId}`, { token: demoAdmin })).body.name).toBe("nw.pdf");
  });

  it("refuses a file over the limit with 413", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    expect((await upload(nwAdmin, big, "big.pdf")).status).toBe(413);
  });
});

describe("external learning (manageClientExternalLearning)", () => {
  const item = { name: "Negotiation basics", provider: "Coursera", url: "https://www.coursera.org/learn/negotiation", duration_hours: 6.5, is_active: true };
  it("a client administrator creates, edits and removes items; learners read the active ones", async () => {
    const made = await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: item });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ ...item, client_id: nwId });
    const hidden = await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: { ...item, name: "Old course", is_active: false } });
    const nwEmployee = (await s.login("employee@northwind.local")).token;
    const seen = await s.request("/api/clientExternalLearning", { token: nwEmployee });
    expect(seen.status).toBe(200);
    expect(seen.body.map((i: any) => i.name)).toEqual(["Negotiation basics"]);
    expect((await s.request("/api/clientExternalLearning", { token: employee })).body.map((i: any) => i.name)).not.toContain("Negotiation basics");
    const put = await s.request(`/api/manageClientExternalLearning/${made.body.id}`, { method: "PUT", token: nwAdmin, body: { ...item, duration_hours: 8 } });
    expect(put.body.duration_hours).toBe(8);
    expect((await s.request(`/api/manageClientExternalLearning/${hidden.body.id}`, { method: "DELETE", token: nwAdmin })).status).toBe(204);
    const platform = await s.request(`/api/manageClientExternalLearning?client_id=${nwId}`, { token: demoAdmin });
    expect(platform.body.map((i: any) => i.name)).toEqual(["Negotiation basics"]);
  });

  it("refuses other links than http(s), a taken name, employees and other clients", async () => {
    for (const url of ["javascript:alert(1)", "ftp://x.test/a", "not a url", "https://"]) {
      expect((await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: { ...item, name: `x ${url}`, url } })).status, url).toBe(400);
    }
    expect((await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: { ...item, duration_hours: -1 } })).status).toBe(400);
    expect((await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: { ...item, extra: 1 } })).status).toBe(400);
    expect((await s.request("/api/manageClientExternalLearning", { token: nwAdmin, body: item })).status).toBe(409);
    expect((await s.request("/api/manageClientExternalLearning", { token: employee, body: { ...item, name: "E" } })).status).toBe(403);
    expect((await s.request("/api/manageClientExternalLearning?client_id=1", { token: nwAdmin, body: { ...item, name: "N" } })).status).toBe(403);
    expect((await s.request("/api/clientExternalLearning?client_id=1", { token: nwAdmin })).status).toBe(403);
  });
});

describe("another client's smart forms (the form editor's calls with client_id)", () => {
  it("a platform administrator writes and reads another client's form; others are refused; an unknown client is 404", async () => {
    const form = await s.request(`/api/manageForms?client_id=${nwId}`, { token: demoAdmin, body: { name: `NW form ${Date.now()}`, manage_form_entity_id: 3, is_active: false } });
    expect(form.status).toBe(200);
    expect(form.body.client_id).toBe(nwId);
    const field = await s.request(`/api/manageFormFields?client_id=${nwId}`, {
      token: demoAdmin, body: { smart_form_id: form.body.id, name: "nickname", title: "Nickname", type: "string", form_component: "text", position: 0 },
    });
    expect(field.status).toBe(200);
    const fields = await s.request(`/api/manageFormFields?client_id=${nwId}&smart_form_id=${form.body.id}`, { token: demoAdmin });
    expect(fields.body.map((f: any) => f.name)).toEqual(["nickname"]);
    // The form is Northwind's: its own administrator sees it, the demo client does not.
    expect((await s.request(`/api/manageForms/${form.body.id}`, { token: nwAdmin })).status).toBe(200);
    expect((await s.request(`/api/manageForms/${form.body.id}`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request(`/api/manageForms/${form.body.id}?client_id=1`, { token: nwAdmin })).status).toBe(403);
    expect((await s.request(`/api/manageFormFields?client_id=1`, { token: nwAdmin, body: { smart_form_id: 1, name: "x", title: "X", type: "string", form_component: "text" } })).status).toBe(403);
    expect((await s.request(`/api/manageForms?client_id=${nwId}`, { token: employee, body: { name: "E", manage_form_entity_id: 3 } })).status).toBe(403);
    for (const path of ["/api/manageForms?client_id=99999", "/api/tags?client_id=99999"]) {
      expect((await s.request(path, { token: demoAdmin })).status, path).toBe(404);
      expect((await s.request(path, { token: demoAdmin, body: { name: "Ghost", value: "Ghost", manage_form_entity_id: 3 } })).status, path).toBe(404);
    }
  });
});
