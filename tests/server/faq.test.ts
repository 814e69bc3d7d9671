// The FAQ's calls (spec 001 §7 "FAQ") against a real database: reading, every edit, the orders, and every refusal
// (the role without the edit flag, another client's rows, bad payloads), each of which writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FAQ } from "../../src/server/areas/faq/seed.js";
import { startServer, type TestServer, refusedWritingNothing } from "./harness.js";

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin@demo.local", "employee@demo.local", "admin@northwind.local"]) t[who.split("@")[0] + (who.includes("north") ? "NW" : "")] = (await s.login(who)).token;
}, 300_000);
afterAll(() => s?.close());

const call = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { token, method, body });
const faq = async (token = t.admin) => (await call(token, "/getFaqByClient")).body;

/** Runs the request and checks that it was refused with this status and wrote nothing. */
const refused = refusedWritingNothing(() => s.db);
const fields = (body: any) => (body.fields ?? []).map((f: any) => f.path).join(" ");

describe("reading the FAQ", () => {
  it("gives every reader the demo FAQ in its order: categories, their questions, Markdown answers", async () => {
    const f = await faq(t.employee);
    expect(f.id).toBeGreaterThan(0);
    const names = f.category_position_ids.map((id: number) => f.categories.find((c: any) => c.id === id).category_name);
    expect(names).toEqual(DEMO_FAQ.map((c) => c.name));
    const first = f.categories.find((c: any) => c.id === f.category_position_ids[0]);
    const titles = first.question_position_ids.map((id: number) => f.items.find((i: any) => i.id === id).title);
    expect(titles).toEqual(DEMO_FAQ[0].questions.map(([q]) => q));
    expect(f.items.every((i: any) => i.faq_id === f.id && typeof i.data === "string")).toBe(true);
    // Answers are Markdown, answered beside it as sanitised HTML.
    const plan = f.items.find((i: any) => i.title === DEMO_FAQ[0].questions[0][0]);
    expect(plan.data).toContain("**План развития**");
    expect(plan.data_html).toContain("<strong>План развития</strong>");
    expect((await call(t.employee, `/manageFaqItemCategory?id=${first.id}`)).body).toMatchObject({ id: first.id, category_name: DEMO_FAQ[0].name });
    expect((await call(t.employee, `/manageFaqItem?id=${first.question_position_ids[0]}`)).body.title).toBe(DEMO_FAQ[0].questions[0][0]);
  });

  it("shows another client nothing of this one, and a client without an FAQ an empty one", async () => {
    const f = await faq(t.adminNW);
    expect(f).toEqual({ id: null, categories: [], items: [], category_position_ids: [], version: 0 });
    const demo = await faq();
    expect((await call(t.adminNW, `/manageFaqItemCategory?id=${demo.categories[0].id}`)).status).toBe(404);
    expect((await call(t.adminNW, `/manageFaqItem?id=${demo.items[0].id}`)).status).toBe(404);
    expect((await s.request("/api/getFaqByClient")).status).toBe(401);
  });
});

describe("editing the FAQ", () => {
  it("creates, renames, orders and removes categories and questions", async () => {
    const cat = (await call(t.admin, "/manageFaqItemCategory", "POST", { category_name: "  Отпуск  " })).body;
    expect(cat).toMatchObject({ category_name: "Отпуск", question_position_ids: [], version: 1 });
    let f = await faq();
    expect(f.category_position_ids.at(-1)).toBe(cat.id);
    const q1 = (await call(t.admin, "/manageFaqItem", "POST", { faq_id: f.id, title: "Сколько дней?", faq_item_category_id: cat.id, data: "**28**" })).body;
    const q2 = (await call(t.admin, "/manageFaqItem", "POST", { faq_id: f.id, title: "Как оформить?", faq_item_category_id: cat.id, data: "" })).body;
    expect(q1).toMatchObject({ title: "Сколько дней?", data: "**28**", faq_item_category_id: cat.id, version: 1 });
    expect(q1.data_html.trim()).toBe("<p><strong>28</strong></p>");
    const risky = await call(t.admin, "/manageFaqItem", "PUT",
      { id: q2.id, faq_id: f.id, title: "Как оформить?", faq_item_category_id: cat.id, data: "<script>alert(1)</script>\n\n[ok](https://example.com)" });
    expect(risky.body.data_html).not.toContain("<script");
    expect(risky.body.data_html).toContain('href="https://example.com"');
    expect((await call(t.admin, `/manageFaqItemCategory?id=${cat.id}`)).body.question_position_ids).toEqual([q1.id, q2.id]);

    const renamed = await call(t.admin, "/manageFaqItemCategory", "PUT",
      { id: cat.id, category_name: "Отпуска", question_position_ids: [q2.id, q1.id], expectedVersion: cat.version });
    expect(renamed.body).toMatchObject({ category_name: "Отпуска", question_position_ids: [q2.id, q1.id], version: 3 });

    const edited = await call(t.admin, "/manageFaqItem", "PUT",
      { id: q1.id, faq_id: f.id, title: "Сколько дней отпуска?", faq_item_category_id: cat.id, data: "28 *календарных*", expectedVersion: 1 });
    expect(edited.body).toMatchObject({ title: "Сколько дней отпуска?", data: "28 *календарных*", version: 2 });

    // Moving a question to another category puts it at the end of that one's order.
    const other = f.categories[0];
    await call(t.admin, "/manageFaqItem", "PUT", { id: q2.id, faq_id: f.id, title: "Как оформить?", faq_item_category_id: other.id, data: "" });
    expect((await call(t.admin, `/manageFaqItemCategory?id=${cat.id}`)).body.question_position_ids).toEqual([q1.id]);
    expect((await call(t.admin, `/manageFaqItemCategory?id=${other.id}`)).body.question_position_ids.at(-1)).toBe(q2.id);

    const reversed = [...f.category_position_ids].reverse();
    const ordered = await call(t.admin, "/manageFaq", "PUT", { id: f.id, category_position_ids: reversed, expectedVersion: f.version });
    expect(ordered.status).toBe(200);
    expect(ordered.body.category_position_ids).toEqual(reversed);

    expect((await call(t.admin, `/manageFaqItem?id=${q2.id}`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, `/manageFaqItem?id=${q2.id}`)).status).toBe(404);
    expect((await call(t.admin, `/manageFaqItemCategory?id=${other.id}`)).body.question_position_ids).not.toContain(q2.id);
    expect((await call(t.admin, `/manageFaqItemCategory?id=${cat.id}`, "DELETE")).status).toBe(204);
    f = await faq();
    expect(f.category_position_ids).not.toContain(cat.id);
    expect(f.items.some((i: any) => i.id === q1.id)).toBe(false);
  });

  it("creates a client's FAQ with its first category", async () => {
    const cat = (await call(t.adminNW, "/manageFaqItemCategory", "POST", { category_name: "Northwind" })).body;
    const f = await faq(t.adminNW);
    expect(f.id).toBeGreaterThan(0);
    expect(f.category_position_ids).toEqual([cat.id]);
    expect((await faq()).id).not.toBe(f.id);
  });

  it("refuses an edit made on a version the editor no longer saw: 409 naming who changed it", async () => {
    const f = await faq();
    const cat = f.categories[1];
    const body = await refused(409, () => call(t.admin, "/manageFaqItemCategory", "PUT",
      { id: cat.id, category_name: "Старое", question_position_ids: cat.question_position_ids, expectedVersion: cat.version + 5 }));
    expect(body.message).toBe("errors.staleVersion");
    await refused(409, () => call(t.admin, `/manageFaqItem?id=${f.items[0].id}&expectedVersion=99`, "DELETE"));
    await refused(409, () => call(t.admin, "/manageFaq", "PUT", { id: f.id, category_position_ids: f.category_position_ids, expectedVersion: f.version + 1 }));
  });
});

describe("refusals: nothing written", () => {
  it("keeps editing to the FAQ's edit flag (403)", async () => {
    const f = await faq();
    const cat = f.categories[0];
    const e = t.employee;
    await refused(403, () => call(e, "/manageFaqItemCategory", "POST", { category_name: "Моё" }));
    await refused(403, () => call(e, "/manageFaqItemCategory", "PUT", { id: cat.id, category_name: "Моё", question_position_ids: cat.question_position_ids }));
    await refused(403, () => call(e, `/manageFaqItemCategory?id=${cat.id}`, "DELETE"));
    await refused(403, () => call(e, "/manageFaqItem", "POST", { faq_id: f.id, title: "?", faq_item_category_id: cat.id, data: "" }));
    await refused(403, () => call(e, "/manageFaqItem", "PUT", { id: f.items[0].id, faq_id: f.id, title: "?", faq_item_category_id: cat.id, data: "" }));
    await refused(403, () => call(e, `/manageFaqItem?id=${f.items[0].id}`, "DELETE"));
    await refused(403, () => call(e, "/manageFaq", "PUT", { id: f.id, category_position_ids: f.category_position_ids }));
  });

  it("treats another client's categories, questions and FAQ as unknown", async () => {
    const f = await faq();
    const cat = f.categories[0];
    const item = f.items[0];
    const nw = t.adminNW;
    await refused(404, () => call(nw, "/manageFaqItemCategory", "PUT", { id: cat.id, category_name: "Чужая", question_position_ids: cat.question_position_ids }));
    await refused(404, () => call(nw, `/manageFaqItemCategory?id=${cat.id}`, "DELETE"));
    await refused(404, () => call(nw, "/manageFaqItem", "PUT", { id: item.id, faq_id: f.id, title: "Чужой", faq_item_category_id: cat.id, data: "" }));
    await refused(404, () => call(nw, `/manageFaqItem?id=${item.id}`, "DELETE"));
    await refused(404, () => call(nw, "/manageFaq", "PUT", { id: f.id, category_position_ids: f.category_position_ids }));
    // A question of Northwind's FAQ may not name this client's FAQ or category.
    const own = await faq(nw);
    expect(fields(await refused(400, () => call(nw, "/manageFaqItem", "POST", { faq_id: f.id, title: "Q", faq_item_category_id: cat.id, data: "" })))).toContain("faq_id");
    expect(fields(await refused(400, () => call(nw, "/manageFaqItem", "POST", { faq_id: own.id, title: "Q", faq_item_category_id: cat.id, data: "" })))).toContain("faq_item_category_id");
  });

  it("refuses an order that names items of another category or another client, or leaves some out", async () => {
    const f = await faq();
    const [a, b] = f.category_position_ids.map((id: number) => f.categories.find((c: any) => c.id === id));
    const put = (order: number[]) => call(t.admin, "/manageFaqItemCategory", "PUT", { id: a.id, category_name: a.category_name, question_position_ids: order });
    const bad = [
      [...a.question_position_ids.slice(1), b.question_position_ids[0]], // another category's question
      a.question_position_ids.slice(1), // one left out
      [...a.question_position_ids, a.question_position_ids[0]], // one twice
      [...a.question_position_ids, 2147483000], // unknown
    ];
    for (const order of bad) {
      const body = await refused(400, () => put(order));
      expect(body.fields).toEqual([{ path: "payload.question_position_ids", message: "faq.errors.orderMismatch" }]);
    }
    const nwCat = (await faq(t.adminNW)).categories[0].id;
    for (const order of [[...f.category_position_ids, nwCat], f.category_position_ids.slice(1), [...f.category_position_ids.slice(1), f.category_position_ids[1]]]) {
      expect(fields(await refused(400, () => call(t.admin, "/manageFaq", "PUT", { id: f.id, category_position_ids: order })))).toContain("category_position_ids");
    }
  });

  it("refuses bad payloads with a 400 naming the field", async () => {
    const f = await faq();
    const cat = f.categories[0];
    const a = t.admin;
    expect(fields(await refused(400, () => call(a, "/manageFaqItemCategory", "POST", { category_name: "   " })))).toContain("category_name");
    expect(fields(await refused(400, () => call(a, "/manageFaqItemCategory", "POST", { category_name: "x".repeat(256) })))).toContain("category_name");
    expect(fields(await refused(400, () => call(a, "/manageFaqItemCategory", "POST", { category_name: "две\nстроки" })))).toContain("category_name");
    expect(fields(await refused(400, () => call(a, "/manageFaqItemCategory", "POST", {})))).toContain("category_name");
    expect(fields(await refused(400, () => call(a, "/manageFaqItemCategory", "PUT", { id: cat.id, category_name: "A", question_position_ids: "1,2" })))).toContain("question_position_ids");
    expect(fields(await refused(400, () => call(a, "/manageFaqItem", "POST", { faq_id: f.id, title: "", faq_item_category_id: cat.id, data: "" })))).toContain("title");
    expect(fields(await refused(400, () => call(a, "/manageFaqItem", "POST", { faq_id: f.id, title: "Q", faq_item_category_id: cat.id, data: "x".repeat(20_001) })))).toContain("data");
    expect(fields(await refused(400, () => call(a, "/manageFaqItem", "POST", { faq_id: f.id, title: "Q", faq_item_category_id: 2147483000, data: "" })))).toContain("faq_item_category_id");
    const image = await refused(400, () => call(a, "/manageFaqItem", "POST", { faq_id: f.id, title: "Q", faq_item_category_id: cat.id, data: "![x](http://example.com/a.png)" }));
    expect(image.fields).toEqual([expect.objectContaining({ path: expect.stringContaining("data"), message: "richText.imageNotHttps" })]);
    expect(fields(await refused(400, () => call(a, "/manageFaqItem", "POST", { faq_id: "one", title: "Q", faq_item_category_id: cat.id, data: "" })))).toContain("faq_id");
    expect(fields(await refused(400, () => call(a, "/manageFaqItem?id=abc", "DELETE")))).toContain("id");
    expect(fields(await refused(400, () => call(a, "/manageFaq", "PUT", { id: f.id, category_position_ids: Array(201).fill(1) })))).toContain("category_position_ids");
    await refused(404, () => call(a, "/manageFaqItemCategory?id=2147483000", "DELETE"));
  });
});
