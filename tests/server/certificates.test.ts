// Certificates against a real database: templates (create, read, edit, remove, background, training courses) with
// every refusal writing nothing; a certificate issued when a course is passed; its PDF read back as text; the public
// verification; and another client's certificate, which nobody of this client may download.
import { crc32, deflateSync } from "node:zlib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passedBy } from "../../src/server/areas/certificates/issue.js";
import { passCourse } from "./certificatesFixture.js";
import { eventCount, type Reply, startServer, type TestServer, refusedWritingNothing } from "./harness.js";

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin@demo.local", "employee@demo.local", "admin@northwind.local", "employee@northwind.local"]) {
    t[who.split("@")[0] + (who.includes("north") ? "NW" : "")] = (await s.login(who)).token;
  }
  const users = await s.db.query<{ email: string; id: number; client_id: number }>("select email, id, client_id from users where email like '%@%.local'");
  for (const u of users) ids[u.email] = u.id;
  ids.demoClient = users.find((u) => u.email === "admin@demo.local")!.client_id;
  ids.nwClient = users.find((u) => u.email === "admin@northwind.local")!.client_id;
  ids.security = (await s.db.query<{ id: number }>("select id from courses where title = 'Информационная безопасность'"))[0].id;
  ids.product = (await s.db.query<{ id: number }>("select id from courses where title = 'Основы продукта'"))[0].id;
}, 300_000);
afterAll(() => s?.close());

const call = (token: string | undefined, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { token, method, body });
const refused = refusedWritingNothing(() => s.db);
const fieldMessages = (body: any) => (body.fields ?? []).map((f: any) => `${f.path}:${f.message}`).join(" ");

const TEMPLATE = {
  name: "Сертификат о прохождении", state: "active", font_id: 1, orientation: "vertical",
  body: "Сертификат\n{name}\nуспешно прошёл(ла) курс «{course}»\n{date}", alignment: "center",
} as const;

/** A plain white PNG of that size (valid: pdf-lib embeds it). */
const png = (width: number, height: number, damaged = false) => {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const raw = damaged ? Buffer.alloc(0) : Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", damaged ? Buffer.from("not deflate data") : deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
};

const upload = async (token: string, id: number, bytes: Buffer, name = "bg.png") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${s.base}/api/certificateTemplateBackground?id=${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null } as Reply;
};

const pdfText = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text as string;
};
const get = (token: string | undefined, path: string) =>
  fetch(`${s.base}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

let template: any;

describe("the demo's template", () => {
  it("is active and granted by the employee's required course; removed here so the tests below start from none", async () => {
    const list = (await call(t.admin, "/certificateTemplatesList", "POST", {})).body;
    expect(list.items).toHaveLength(1);
    const demo = (await call(t.admin, `/certificateTemplate?id=${list.items[0].id}`)).body;
    expect(demo).toMatchObject({ name: "Сертификат об окончании курса", state: "active", course_ids: [ids.security], has_background: false });
    expect(await pdfText(await get(t.admin, `/certificateTemplatePreview?id=${demo.id}`))).toContain("Иванова Анна Сергеевна");
    expect((await call(t.admin, `/certificateTemplate?id=${demo.id}&expectedVersion=${demo.version}`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, "/certificateTemplatesList", "POST", {})).body.items).toEqual([]);
  });
});

describe("templates", () => {
  it("creates, reads, lists and edits a template", async () => {
    const created = await call(t.admin, "/certificateTemplate", "POST", TEMPLATE);
    expect(created.status).toBe(200);
    template = created.body;
    expect(template).toMatchObject({ ...TEMPLATE, has_background: false, course_ids: [], version: 1 });
    expect((await call(t.admin, `/certificateTemplate?id=${template.id}`)).body).toEqual(template);
    const list = (await call(t.admin, "/certificateTemplatesList", "POST", {})).body;
    expect(list.items[0]).toMatchObject({ id: template.id, name: TEMPLATE.name, courses: 0, issued: 0 });
    const edited = await call(t.admin, "/certificateTemplate", "PUT", { id: template.id, ...TEMPLATE, alignment: "left", font_id: 3, expectedVersion: 1 });
    expect(edited.body).toMatchObject({ alignment: "left", font_id: 3, version: 2 });
    template = edited.body;
  });

  it("refuses the wrong role, another client, bad payloads and stale versions, writing nothing", async () => {
    await refused(403, () => call(t.employee, "/certificateTemplate", "POST", TEMPLATE));
    await refused(403, () => call(t.employee, "/certificateTemplatesList", "POST", {}));
    await refused(401, () => call(undefined, "/certificateTemplate", "POST", TEMPLATE));
    await refused(404, () => call(t.adminNW, `/certificateTemplate?id=${template.id}`));
    await refused(404, () => call(t.adminNW, "/certificateTemplate", "PUT", { id: template.id, ...TEMPLATE }));
    await refused(404, () => call(t.adminNW, `/certificateTemplate?id=${template.id}`, "DELETE"));
    expect((await call(t.adminNW, "/certificateTemplatesList", "POST", {})).body.items).toEqual([]);
    for (const bad of [{ font_id: 4 }, { orientation: "diagonal" }, { state: "on" }, { alignment: "justify" }, { name: "a\nb" }, { body: "x".repeat(2001) }]) {
      await refused(400, () => call(t.admin, "/certificateTemplate", "POST", { ...TEMPLATE, ...bad }));
    }
    expect(fieldMessages(await refused(400, () => call(t.admin, "/certificateTemplate", "POST", { ...TEMPLATE, name: "   " }))))
      .toContain("payload.name:certificates.errors.empty");
    expect((await refused(409, () => call(t.admin, "/certificateTemplate", "PUT", { id: template.id, ...TEMPLATE, expectedVersion: 1 }))).message)
      .toBe("errors.staleVersion");
    await refused(400, () => call(t.admin, "/certificateTemplate?id=abc"));
  });

  it("takes a background of 2480×3508 for a vertical template and refuses any other size or format", async () => {
    const wrong = await refused(400, () => upload(t.admin, template.id, png(2480, 3507)));
    expect(fieldMessages(wrong)).toBe("payload.file:certificates.errors.backgroundSize");
    expect(fieldMessages(await refused(400, () => upload(t.admin, template.id, png(3508, 2480))))).toContain("backgroundSize");
    expect(fieldMessages(await refused(400, () => upload(t.admin, template.id, Buffer.from("GIF89a....."), "bg.gif")))).toContain("backgroundFormat");
    // The right size in its header over pixels that do not decode.
    expect(fieldMessages(await refused(400, () => upload(t.admin, template.id, png(2480, 3508, true))))).toContain("backgroundFormat");
    await refused(403, () => upload(t.employee, template.id, png(2480, 3508)));
    await refused(404, () => upload(t.adminNW, template.id, png(2480, 3508)));
    const ok = await upload(t.admin, template.id, png(2480, 3508));
    expect(ok.status).toBe(200);
    expect(ok.body.has_background).toBe(true);
    // Turning it would leave the background the wrong way round.
    expect(fieldMessages(await refused(400, () => call(t.admin, "/certificateTemplate", "PUT", { id: template.id, ...TEMPLATE, orientation: "horizontal" }))))
      .toContain("payload.orientation:certificates.errors.backgroundSize");
    template = ok.body;
  });

  it("renders a preview with sample values", async () => {
    const text = await pdfText(await get(t.admin, `/certificateTemplatePreview?id=${template.id}`));
    expect(text).toContain("Иванова Анна Сергеевна");
    expect(text).toContain("Пример курса");
    expect((await get(t.employee, `/certificateTemplatePreview?id=${template.id}`)).status).toBe(403);
    expect((await get(t.adminNW, `/certificateTemplatePreview?id=${template.id}`)).status).toBe(404);
  });

  it("sets the courses that grant it; another client's course or one granting another template is refused", async () => {
    const set = await call(t.admin, "/certificateTemplateCourses", "PUT", { id: template.id, course_ids: [ids.security] });
    expect(set.body.course_ids).toEqual([ids.security]);
    template = set.body;
    const nwCourse = (await s.db.query<{ id: number }>("select id from courses where client_id = $1 limit 1", [ids.nwClient]))[0]?.id ?? 2147483000;
    await refused(400, () => call(t.admin, "/certificateTemplateCourses", "PUT", { id: template.id, course_ids: [nwCourse] }));
    const other = (await call(t.admin, "/certificateTemplate", "POST", { ...TEMPLATE, name: "Второй" })).body;
    expect((await refused(409, () => call(t.admin, "/certificateTemplateCourses", "PUT", { id: other.id, course_ids: [ids.security] }))).message)
      .toBe("certificates.errors.courseTaken");
    await refused(403, () => call(t.employee, "/certificateTemplateCourses", "PUT", { id: template.id, course_ids: [] }));
    expect((await call(t.admin, `/certificateTemplate?id=${other.id}&expectedVersion=1`, "DELETE")).status).toBe(204);
    expect((await call(t.admin, `/certificateTemplate?id=${other.id}`)).status).toBe(404);
  });
});

describe("issuing", () => {
  let uuid: string;
  it("issues the certificate when the course is passed, once", async () => {
    await passCourse(s.db, ids.demoClient, ids.security, ids["employee@demo.local"]);
    const mine = (await call(t.employee, "/myCertificates", "POST", {})).body;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ course_id: ids.security, course_title: "Информационная безопасность" });
    uuid = mine.items[0].uuid;
    expect((await call(t.admin, "/myCertificates", "POST", {})).body.items).toEqual([]);
    // A course granting no certificate issues none.
    const before = await eventCount(s.db);
    await passCourse(s.db, ids.demoClient, ids.product, ids["employee@demo.local"]);
    expect((await call(t.employee, "/myCertificates", "POST", {})).body.items).toHaveLength(1);
    expect(await eventCount(s.db)).toBeGreaterThan(before);
  });

  it("renders the PDF with the person's Cyrillic name, the course and the verification link", async () => {
    const [u] = await s.db.query<{ first_name: string; last_name: string }>("select first_name, last_name from users where id = $1", [ids["employee@demo.local"]]);
    const text = await pdfText(await get(t.employee, `/certificatePdf?uuid=${uuid}`));
    expect(text).toContain(u.last_name);
    expect(text).toContain(u.first_name);
    expect(text).toContain("Информационная безопасность");
    expect(text).toContain(`/verify/certificate/${uuid}`);
    expect(text).toMatch(/\d{1,2} [а-я]+ \d{4}/);
    // The administrator of the client may download it too; another client's people may not, nor a colleague.
    expect((await get(t.admin, `/certificatePdf?uuid=${uuid}`)).status).toBe(200);
    expect((await get(t.adminNW, `/certificatePdf?uuid=${uuid}`)).status).toBe(404);
    expect((await get(t.employeeNW, `/certificatePdf?uuid=${uuid}`)).status).toBe(404);
    expect((await get(undefined, `/certificatePdf?uuid=${uuid}`)).status).toBe(401);
    expect((await get(t.employee, "/certificatePdf?uuid=nope")).status).toBe(400);
  });

  it("verifies a certificate publicly with its name, course and date only", async () => {
    const v = await call(undefined, `/verifyCertificate/${uuid}`);
    expect(v.status).toBe(200);
    expect(Object.keys(v.body).sort()).toEqual(["course_title", "issued_at", "person_name", "uuid"]);
    expect(v.body.course_title).toBe("Информационная безопасность");
    expect((await call(undefined, "/verifyCertificate/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await call(undefined, "/verifyCertificate/x")).status).toBe(400);
  });

  it("reads the course and person from the fact's data, else from the stream id", () => {
    const e = (streamId: string, data: unknown) => ({ streamId, data }) as never;
    expect(passedBy(e("12-34", {}))).toEqual({ courseId: 12, userId: 34 });
    expect(passedBy(e("12-34", { course_id: 5, user_id: 6, appointment_id: 1, at: "2026-11-28T00:00:00Z" }))).toEqual({ courseId: 5, userId: 6 });
    expect(passedBy(e("x", null))).toBeNull();
  });
});
