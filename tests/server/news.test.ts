import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer, refusedWritingNothing } from "./harness.js";

// News against a real database (PGlite; PostgreSQL too with TEST_DATABASE_URL): readers see what is published and
// meant for them (never a draft, nor a scheduled item before its moment), management refuses the wrong role, another client's data, bad input and taken names, writing
// nothing; the client's news feature switch takes it all away.
let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin", "employee", "hr", "manager"]) t[who] = (await s.login(`${who}@demo.local`)).token;
  t.nwAdmin = (await s.login("admin@northwind.local")).token;
  for (const who of ["employee", "hr", "manager"])
    ids[who] = (await s.db.query("select id from users where email = $1", [`${who}@demo.local`]))[0].id;
  ids.nwEmployee = (await s.db.query("select id from users where email = 'employee@northwind.local'"))[0].id;
}, 300_000); // the first file of a run builds the seeded template: slow on a loaded machine
afterAll(() => s?.close());

const call = (token: string, path: string, method?: string, body?: unknown) =>
  s.request(`/api${path}`, { token, ...(method ? { method } : {}), ...(body !== undefined ? { body } : {}) });
/** Runs the request and checks that it was refused with this status and wrote nothing. */
const refused = refusedWritingNothing(() => s.db);
const paths = (body: any) => body.fields.map((f: any) => f.path).join(" ");
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const item = (over: Record<string, unknown> = {}) => ({
  title: "Новость", cover_url: null, body: "Текст **новости**", category_id: null, tag_ids: [], ...over,
});
/** A new item: a draft. */
const draft = async (over: Record<string, unknown> = {}) => {
  const r = await call(t.admin, "/newsAdmin", "POST", item(over));
  expect(r.status).toBe(200);
  return r.body;
};
/** A new item published now (by the server's clock). */
const create = async (over: Record<string, unknown> = {}) => {
  const n = await draft(over);
  const r = await call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { expectedVersion: n.version });
  expect(r.status).toBe(200);
  return r.body;
};
const adminRow = async (id: number, query = "") => (await call(t.admin, `/newsAdmin?limit=100${query}`)).body.items.find((r: any) => r.id === id);
const readerIds = async (token: string, query = "") => (await call(token, `/news?limit=500${query}`)).body.items.map((i: any) => i.id);

describe("the demo's news", () => {
  it("shows readers the published items meant for them, newest first", async () => {
    const all = (await call(t.employee, "/news?limit=50")).body.items;
    const titles = all.map((i: any) => i.title);
    expect(titles).toContain("Встреча наставников и новичков");
    expect(titles).not.toContain("Итоги квартала"); // scheduled for next week
    expect(titles).not.toContain("План мероприятий на следующий год"); // a draft
    const dates = all.map((i: any) => i.publish_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // the meeting is only for the employee, their manager and mentor
    expect((await call(t.hr, "/news?limit=50")).body.items.map((i: any) => i.title)).not.toContain("Встреча наставников и новичков");
    const welcome = all.find((i: any) => i.title === "Добро пожаловать на платформу Stride");
    expect(welcome).toMatchObject({ category: { name: "Новости компании" }, cover_url: null });
    expect(welcome.tags.map((x: any) => x.name).sort()).toEqual(["HR", "Онбординг"]);
    expect(welcome.excerpt).toMatch(/^Здесь собраны треки адаптации/);
    const one = await call(t.employee, `/news/${welcome.id}`);
    expect(one.body.body_html).toContain("<strong>треки адаптации</strong>");
    expect(one.body.body_html).toContain('<a href="/library" rel="noopener noreferrer">библиотеку</a>');
  });

  it("pages the reader's list by last_id without repeats", async () => {
    const first = (await call(t.employee, "/news?limit=2")).body;
    expect(first.items).toHaveLength(2);
    expect(first.last_id).toBe(first.items[1].id);
    const second = (await call(t.employee, `/news?limit=2&last_id=${first.last_id}`)).body;
    const seen = [...first.items, ...second.items].map((i: any) => i.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await readerIds(t.employee)).slice(0, seen.length));
  });
});

describe("management", () => {
  it("creates, renames and removes categories and tags, never two with one name", async () => {
    const c = (await call(t.admin, "/newsCategories", "POST", { name: "  События  " })).body;
    expect(c.name).toBe("События");
    expect((await refused(409, () => call(t.admin, "/newsCategories", "POST", { name: "события" }))).message).toBe("news.nameTaken");
    const other = (await call(t.admin, "/newsCategories", "POST", { name: "Анонсы" })).body;
    await refused(409, () => call(t.admin, `/newsCategories/${other.id}`, "PUT", { name: "СОБЫТИЯ" }));
    const tag = (await call(t.admin, "/newsTags", "POST", { name: "Спорт" })).body;
    await refused(409, () => call(t.admin, "/newsTags", "POST", { name: "спорт" }));
    // a tag may share a category's name: they are different lists
    expect((await call(t.admin, "/newsTags", "POST", { name: "События" })).status).toBe(200);
    const n = await create({ category_id: c.id, tag_ids: [tag.id] });
    expect((await call(t.admin, `/newsCategories/${c.id}`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, `/newsTags/${tag.id}`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, `/newsAdmin/${n.id}`)).body).toMatchObject({ category_id: null, tag_ids: [] });
    expect((await call(t.employee, "/newsCategories")).body.map((x: any) => x.name)).not.toContain("События");
  });

  it("creates an item with rich text, shows scheduled ones to management only, and edits with the version seen", async () => {
    const tag = (await call(t.admin, "/newsTags", "POST", { name: "Релиз" })).body;
    const n = await create({ title: "Релиз 2.0", cover_url: "https://cdn.example.com/r.png", body: "# Что нового\n\n<script>alert(1)</script>", tag_ids: [tag.id, tag.id] });
    expect(n).toMatchObject({ title: "Релиз 2.0", tag_ids: [tag.id], version: 2, status: "published" });
    expect(n.body_html).toContain("<h1>Что нового</h1>");
    expect(n.body_html).not.toContain("<script");
    expect(await readerIds(t.employee)).toContain(n.id);
    const edited = await call(t.admin, `/newsAdmin/${n.id}`, "PUT", item({ title: "Релиз 2.0 (позже)", expectedVersion: 2 }));
    expect(edited.body).toMatchObject({ title: "Релиз 2.0 (позже)", version: 3, tag_ids: [], status: "published" });
    // publishing again at a later moment schedules it: readers lose it until then
    const when = day(3);
    const later = await call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { at: when, expectedVersion: 3 });
    expect(later.body).toMatchObject({ version: 4, status: "scheduled", publish_at: when });
    expect(await readerIds(t.employee)).not.toContain(n.id);
    expect((await call(t.employee, `/news/${n.id}`)).status).toBe(404);
    expect(await adminRow(n.id)).toMatchObject({ status: "scheduled", restricted: false });
    expect(await adminRow(n.id, "&status=scheduled")).toBeDefined();
    expect(await adminRow(n.id, "&status=published")).toBeUndefined();
    // a stale edit (version 3 seen, 4 stored) is refused
    expect((await refused(409, () => call(t.admin, `/newsAdmin/${n.id}`, "PUT", item({ expectedVersion: 3 })))).message).toBe("errors.staleVersion");
    await refused(409, () => call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { expectedVersion: 3 }));
    await refused(409, () => call(t.admin, `/newsAdmin/${n.id}?expectedVersion=3`, "DELETE"));
    expect((await call(t.admin, `/newsAdmin/${n.id}?expectedVersion=4`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, `/newsAdmin/${n.id}`)).status).toBe(404);
  });

  it("keeps a new item a draft that readers never see until it is published, at the server's clock, and unpublished again", async () => {
    const n = await draft({ title: "Черновик с заголовком", body: "" });
    expect(n).toMatchObject({ status: "draft", publish_at: null, available_commands: [], unavailable_commands: [{ type: "publish", reason: "news.errors.emptyBody" }] });
    expect(await readerIds(t.employee)).not.toContain(n.id);
    expect((await call(t.employee, `/news/${n.id}`)).status).toBe(404);
    expect(await adminRow(n.id, "&status=draft")).toMatchObject({ status: "draft", publish_at: null });
    // nothing to read: an empty draft is not published, and nothing is written
    expect((await refused(409, () => call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { expectedVersion: 1 }))).message).toBe("news.errors.emptyBody");
    const written = await call(t.admin, `/newsAdmin/${n.id}`, "PUT", item({ title: "Черновик с заголовком", expectedVersion: 1 }));
    expect(written.body).toMatchObject({ status: "draft", available_commands: ["publish"], version: 2 });
    expect(await readerIds(t.employee)).not.toContain(n.id);
    const before = Date.now();
    const published = await call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { expectedVersion: 2 });
    expect(published.body).toMatchObject({ status: "published", available_commands: ["publish", "unpublish"], version: 3 });
    const at = Date.parse(published.body.publish_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await readerIds(t.employee)).toContain(n.id);
    // a published item keeps its body
    expect((await refused(409, () => call(t.admin, `/newsAdmin/${n.id}`, "PUT", item({ body: "  ", expectedVersion: 3 })))).message).toBe("news.errors.emptyBody");
    const back = await call(t.admin, `/newsAdmin/${n.id}/unpublish`, "POST", { expectedVersion: 3 });
    expect(back.body).toMatchObject({ status: "draft", publish_at: null, version: 4 });
    expect(await readerIds(t.employee)).not.toContain(n.id);
    expect((await call(t.employee, `/news/${n.id}`)).status).toBe(404);
    // a draft takes no unpublish (409, nothing written)
    expect((await refused(409, () => call(t.admin, `/newsAdmin/${n.id}/unpublish`, "POST", {}))).message).toBe("news.errors.notNow");
  });

  it("shows a scheduled item to its readers once its moment has come, by the database's clock", async () => {
    const n = await draft({ title: "Скоро" });
    await call(t.admin, `/newsAdmin/${n.id}/publish`, "POST", { at: day(1), expectedVersion: 1 });
    expect(await readerIds(t.employee)).not.toContain(n.id);
    // the moment comes (the row's moment moved back instead of waiting a day)
    await s.db.query("update news_items set publish_at = now() - interval '1 second' where id = $1", [n.id]);
    expect(await readerIds(t.employee)).toContain(n.id);
    expect(await adminRow(n.id)).toMatchObject({ status: "published" });
  });

  it("limits an item to groups and people of the client, with a summary", async () => {
    const group = (await call(t.admin, "/userGroups", "POST", { name: "Новостная группа", type: "static" })).body.id;
    await call(t.admin, "/batchEntitiesProfileProcessing", "POST", {
      operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: group, target_object_ids: [ids.employee],
    });
    const n = await create({ title: "Только для группы" });
    const everyone = (await call(t.admin, `/newsAdmin/${n.id}/access`)).body;
    expect(everyone).toMatchObject({ groups: [], users: [], summary: { everyone: true }, version: 2 });
    expect(everyone.summary.people).toBeGreaterThan(5);
    const set = await call(t.admin, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [group], user_ids: [ids.manager], expectedVersion: 2 });
    expect(set.body).toMatchObject({
      groups: [{ id: group, name: "Новостная группа" }], users: [{ id: ids.manager }], summary: { everyone: false, people: 2 }, version: 3,
    });
    expect(await readerIds(t.employee)).toContain(n.id);
    expect(await readerIds(t.manager)).toContain(n.id);
    expect(await readerIds(t.hr)).not.toContain(n.id);
    expect((await call(t.hr, `/news/${n.id}`)).status).toBe(404);
    expect((await call(t.admin, "/newsGroups?search=новостная")).body.items).toEqual([{ id: group, name: "Новостная группа" }]);
  });
});

describe("refusals write nothing", () => {
  it("400 naming the field for bad input", async () => {
    const a = t.admin;
    const n = await create();
    expect(paths(await refused(400, () => call(a, "/newsAdmin", "POST", item({ title: "  " }))))).toContain("title");
    expect(paths(await refused(400, () => call(a, "/newsAdmin", "POST", item({ title: "a\nb" }))))).toContain("title");
    const cover = await refused(400, () => call(a, "/newsAdmin", "POST", item({ cover_url: "http://cdn.example.com/x.png" })));
    expect(cover.fields[0]).toMatchObject({ path: "payload.cover_url", message: "richText.imageNotHttps" });
    const image = await refused(400, () => call(a, "/newsAdmin", "POST", item({ body: "![x](http://evil.example/x.png)" })));
    expect(image.fields[0]).toMatchObject({ path: "payload.body", message: "richText.imageNotHttps" });
    expect((await refused(400, () => call(a, "/newsAdmin", "POST", item({ body: "[x](javascript:alert(1))" })))).fields[0].message).toBe("richText.badLink");
    expect(paths(await refused(400, () => call(a, "/newsAdmin", "POST", item({ body: "x".repeat(50_001) }))))).toContain("body");
    expect(paths(await refused(400, () => call(a, `/newsAdmin/${n.id}/publish`, "POST", { at: "tomorrow" })))).toContain("at");
    expect(paths(await refused(400, () => call(a, `/newsAdmin?status=hidden`)))).toContain("status");
    expect(paths(await refused(400, () => call(a, "/newsAdmin", "POST", item({ category_id: 2147483000 }))))).toContain("category_id");
    expect(paths(await refused(400, () => call(a, "/newsAdmin", "POST", item({ tag_ids: Array.from({ length: 21 }, (_, i) => i + 1) }))))).toContain("tag_ids");
    expect(paths(await refused(400, () => call(a, "/newsCategories", "POST", { name: "" })))).toContain("name");
    expect(paths(await refused(400, () => call(a, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [0], user_ids: [] })))).toContain("group_ids");
    expect(paths(await refused(400, () => call(a, "/newsAdmin/abc")))).toContain("id");
    expect(paths(await refused(400, () => call(a, "/news?limit=0")))).toContain("limit");
  });

  it("403 for people without news management", async () => {
    const n = await create();
    for (const who of ["employee", "hr", "manager"]) {
      const x = t[who]!;
      await refused(403, () => call(x, "/newsCategories", "POST", { name: "Чужая" }));
      await refused(403, () => call(x, "/newsTags", "POST", { name: "Чужой" }));
      await refused(403, () => call(x, "/newsAdmin", "POST", item()));
      await refused(403, () => call(x, `/newsAdmin/${n.id}`, "PUT", item()));
      await refused(403, () => call(x, `/newsAdmin/${n.id}`, "DELETE"));
      await refused(403, () => call(x, `/newsAdmin/${n.id}/publish`, "POST", {}));
      await refused(403, () => call(x, `/newsAdmin/${n.id}/unpublish`, "POST", {}));
      await refused(403, () => call(x, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [], user_ids: [ids.employee] }));
      expect((await call(x, "/newsAdmin")).status).toBe(403);
      expect((await call(x, `/newsAdmin/${n.id}/access`)).status).toBe(403);
      expect((await call(x, "/newsGroups")).status).toBe(403);
    }
  });

  it("another client's news, groups, people, categories and tags are not there", async () => {
    const n = await create();
    const nw = t.nwAdmin;
    expect((await call(nw, `/newsAdmin/${n.id}`)).status).toBe(404);
    expect((await call(nw, `/news/${n.id}`)).status).toBe(404);
    expect(await readerIds(nw)).not.toContain(n.id);
    await refused(404, () => call(nw, `/newsAdmin/${n.id}`, "PUT", item()));
    await refused(404, () => call(nw, `/newsAdmin/${n.id}`, "DELETE"));
    await refused(404, () => call(nw, `/newsAdmin/${n.id}/publish`, "POST", {}));
    await refused(404, () => call(nw, `/newsAdmin/${n.id}/unpublish`, "POST", {}));
    await refused(404, () => call(nw, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [], user_ids: [] }));
    const demoCategory = (await call(t.admin, "/newsCategories")).body[0];
    const demoTag = (await call(t.admin, "/newsTags")).body[0];
    await refused(404, () => call(nw, `/newsCategories/${demoCategory.id}`, "PUT", { name: "Захват" }));
    await refused(404, () => call(nw, `/newsTags/${demoTag.id}`, "DELETE"));
    expect(paths(await refused(400, () => call(nw, "/newsAdmin", "POST", item({ category_id: demoCategory.id }))))).toContain("category_id");
    expect(paths(await refused(400, () => call(nw, "/newsAdmin", "POST", item({ tag_ids: [demoTag.id] }))))).toContain("payload.tag_ids.0");
    // a news item for a group (or a person) of another client
    const nwGroup = (await call(nw, "/userGroups", "POST", { name: "Northwind group", type: "static" })).body.id;
    const g = await refused(400, () => call(t.admin, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [nwGroup], user_ids: [] }));
    expect(g.fields[0]).toMatchObject({ path: "payload.group_ids.0", message: "news.unknownGroup" });
    const u = await refused(400, () => call(t.admin, `/newsAdmin/${n.id}/access`, "PUT", { group_ids: [], user_ids: [ids.employee, ids.nwEmployee] }));
    expect(u.fields[0]).toMatchObject({ path: "payload.user_ids.1", message: "news.unknownUser" });
    expect((await call(t.admin, "/newsGroups?limit=500")).body.items.map((x: any) => x.id)).not.toContain(nwGroup);
  });

  it("the client's news feature switch takes news away, API included", async () => {
    const n = await create();
    await s.db.query("update clients set features = features || '{\"news\": false}' where id = (select client_id from users where email = 'admin@demo.local')");
    try {
      for (const [token, path] of [[t.employee, "/news"], [t.employee, `/news/${n.id}`], [t.admin, "/newsAdmin"], [t.admin, "/newsCategories"]] as const)
        expect((await call(token, path)).body).toMatchObject({ message: "news.off" });
      await refused(404, () => call(t.admin, "/newsAdmin", "POST", item()));
      // Northwind keeps its news
      expect((await call(t.nwAdmin, "/news")).status).toBe(200);
    } finally {
      await s.db.query("update clients set features = features || '{\"news\": true}' where id = (select client_id from users where email = 'admin@demo.local')");
    }
  });
});
