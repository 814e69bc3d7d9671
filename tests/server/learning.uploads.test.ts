// Files answering a task's file question (the library's upload with purpose=answer): the demo employee attaches a
// PDF to their questionnaire and saves it with the answers; the file is theirs (and administrators') to open, in no
// listing; every refusal (the question's count, size and extension, a question without files, a task that is not
// open, another person's or client's task, a role without learning) is answered before a byte is kept. An
// administrator downloads the task's form data (downloadFormData) as a zip with the answers and the files.
import yauzl from "yauzl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, giveDemoPassword, startServer, type TestServer } from "./harness.js";

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  for (const [k, email] of Object.entries({ employee: "employee@demo.local", manager: "manager@demo.local", admin: "admin@demo.local", foreign: "admin@northwind.local" })) {
    tokens[k] = (await s.login(email)).token;
  }
  const role = await s.request("/api/customUserRoles", { token: tokens.admin, body: { name: { ru: "Без обучения", en: "No learning", fr: "Sans formation" }, routes: { library: { use_route: true } } } });
  const user = await s.request("/api/users", { token: tokens.admin, body: { email: "no.learning@demo.local", first_name: "Без", last_name: "Обучения", custom_role_id: role.body.id } });
  await giveDemoPassword(s.db, user.body.id);
  tokens.noLearning = (await s.login("no.learning@demo.local")).token;
}, 240_000);
afterAll(() => s?.close());

const PDF = new TextEncoder().encode("%PDF-1.4\n%demo\n");
const TXT = new TextEncoder().encode("plain text");
const taskOf = async (title: string) =>
  (await s.db.query<{ id: number }>(
    `select ut.id::int as id from user_tasks ut join workflow_elements we on we.id = ut.element_id join users u on u.id = ut.user_id
      where we.title = $1 and u.email = 'employee@demo.local'`, [title]))[0].id;
const upload = async (token: string, files: Array<[string, Uint8Array, string]>, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ purpose: "answer", ...fields })) form.append(k, v);
  for (const [name, bytes, type] of files) form.append("file", new Blob([bytes as BlobPart], { type }), name);
  const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const open = (token: string, id: number) => fetch(`${s.base}/api/files?file_id=${id}&is_open=1`, { headers: { authorization: `Bearer ${token}` } });
const fileCount = async () => (await s.db.query<{ n: number }>("select count(*)::int as n from library_files"))[0].n;
/** The reply, and that neither an event nor a file row was written. */
const refused = async (status: number, send: () => Promise<{ status: number; body: any }>) => {
  const [events, files] = [await eventCount(s.db), await fileCount()];
  const r = await send();
  expect(r.status).toBe(status);
  expect([await eventCount(s.db), await fileCount()]).toEqual([events, files]);
  return r.body;
};
const fieldMessage = (body: any) => body.fields?.[0]?.message ?? body.message;

describe("learning: files answering a task", () => {
  it("attaches a file to the questionnaire, saves it with the answers, and keeps it to its owner and administrators", async () => {
    const task = await taskOf("Анкета новичка");
    const up = await upload(tokens.employee, [["договор.pdf", PDF, "application/pdf"]], { user_workflow_task_id: String(task), element_id: "contract" });
    expect(up.status).toBe(200);
    const fileId = up.body[0].id as number;
    const [row] = await s.db.query("select library_type_id, folder_id, show_in_files, workflow_id from library_files where id = $1", [fileId]);
    expect(row).toMatchObject({ library_type_id: 4, folder_id: null, show_in_files: false, workflow_id: null });
    const before = (await s.request(`/api/mobileEmployeeTaskDetails?user_workflow_task_id=${task}`, { token: tokens.employee })).body.saved;
    const answer = [{ file_id: fileId, general_file_type_id: up.body[0].element, name: "договор.pdf" }];
    const saved = await s.request(`/api/userWorkflowTaskFormData/${before.id}`, {
      token: tokens.employee, method: "PUT", body: { data: { ...before.data, contract: { value: answer } }, expectedVersion: before.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.contract.value).toEqual(answer);
    expect((await open(tokens.employee, fileId)).status).toBe(200);
    expect((await open(tokens.admin, fileId)).status).toBe(200);
    expect((await open(tokens.manager, fileId)).status).toBe(404);
    expect((await open(tokens.foreign, fileId)).status).toBe(404);
    const top = await s.request("/api/libraryFolderContent?library_type_id=1&library_folder_id=1", { token: tokens.admin });
    expect(JSON.stringify(top.body)).not.toContain("договор.pdf");
  });

  it("refuses what the question does not take, before anything is stored", async () => {
    const task = String(await taskOf("Анкета новичка"));
    const at = { user_workflow_task_id: task, element_id: "contract" };
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, [["notes.txt", TXT, "text/plain"]], at)))).toBe("learning.errors.uploadExtension");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, [["big.pdf", big, "application/pdf"]], at)))).toBe("learning.errors.uploadTooLarge");
    const three: Array<[string, Uint8Array, string]> = ["a", "b", "c"].map((n) => [`${n}.pdf`, PDF, "application/pdf"]);
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, three, at)))).toBe("formBuilder.answer.tooManyFiles");
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, [["a.pdf", PDF, "application/pdf"]], { ...at, element_id: "expect" })))).toBe("learning.errors.notUpload");
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, [["a.pdf", PDF, "application/pdf"]], { element_id: "contract" })))).toBe("learning.errors.noTask");
    expect(fieldMessage(await refused(400, () => upload(tokens.employee, [["a.pdf", PDF, "application/pdf"]], { ...at, library_folder_id: "1" })))).toBe("learning.errors.uploadNoFolder");
  });

  it("refuses a task that is not open, not the uploader's, another client's, and a role without learning", async () => {
    const pdf: Array<[string, Uint8Array, string]> = [["a.pdf", PDF, "application/pdf"]];
    const at = (title: string) => taskOf(title).then((id) => ({ user_workflow_task_id: String(id), element_id: "contract" }));
    expect(fieldMessage(await refused(409, async () => upload(tokens.employee, pdf, await at("Тест по безопасности"))))).toBe("learning.errors.taskCompleted");
    expect(fieldMessage(await refused(409, async () => upload(tokens.employee, pdf, await at("Первая веха"))))).toBe("learning.errors.notNow");
    const form = await at("Анкета новичка");
    await refused(404, () => upload(tokens.manager, pdf, form));
    await refused(404, () => upload(tokens.foreign, pdf, form));
    await refused(403, () => upload(tokens.noLearning, pdf, form));
    await refused(400, () => upload(tokens.employee, pdf, { user_workflow_task_id: "abc", element_id: "contract" }));
  });

  it("refuses a save naming someone else's file or a file of the wrong type, writing nothing", async () => {
    const task = await taskOf("Анкета новичка");
    const avatar = await upload(tokens.manager, [["me.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"]], { purpose: "avatar" });
    expect(avatar.status).toBe(200);
    const saved = (await s.request(`/api/mobileEmployeeTaskDetails?user_workflow_task_id=${task}`, { token: tokens.employee })).body.saved;
    const body = { data: { ...saved.data, contract: { value: [{ file_id: avatar.body[0].id, general_file_type_id: 1, name: "me.png" }] } }, expectedVersion: saved.version };
    const r = await refused(400, () => s.request(`/api/userWorkflowTaskFormData/${saved.id}`, { token: tokens.employee, method: "PUT", body }));
    expect(r.fields).toEqual([{ path: "data.contract", message: "learning.errors.fileUnknown" }]);
  });
});

/** The entries of a zip by name. */
const unzip = (zip: Buffer) =>
  new Promise<Map<string, Buffer>>((resolve, reject) => {
    const out = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      file.on("entry", (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }));
      file.on("end", () => resolve(out));
      file.readEntry();
    });
  });
const download = (token: string, body: unknown) =>
  fetch(`${s.base}/api/downloadFormData`, { method: "POST", body: JSON.stringify(body), headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } });

describe("learning: downloadFormData", () => {
  it("zips a task's answers (as people read them) with the attached files, for one person or everyone", async () => {
    const task = await taskOf("Анкета новичка");
    const res = await download(tokens.admin, { user_workflow_task_id: task, all: true, is_course: false });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const csv = entries.get("answers.csv")!.toString("utf8");
    expect(csv).toContain("Чего вы ждёте от первых недель?");
    expect(csv).toContain("Скан подписанного договора");
    expect(csv).toContain("employee@demo.local");
    expect(csv).toContain("договор.pdf");
    const files = [...entries.keys()].filter((n) => n.startsWith("files/"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^files\/.+ \(\d+\)\/договор\.pdf$/);
    expect(entries.get(files[0])!.toString("utf8")).toBe("%PDF-1.4\n%demo\n");
    // file_ids narrows the files; an id that is not among the answers' files is named
    const fileId = Number((await s.db.query<{ id: number }>("select id from library_files where display_name = 'договор.pdf'"))[0].id);
    const narrowed = await unzip(Buffer.from(await (await download(tokens.admin, { user_workflow_task_id: task, file_ids: [fileId] })).arrayBuffer()));
    expect([...narrowed.keys()].filter((n) => n.startsWith("files/"))).toHaveLength(1);
    const stray = await download(tokens.admin, { user_workflow_task_id: task, file_ids: [fileId + 100000] });
    expect(stray.status).toBe(400);
    expect(((await stray.json()) as any).fields[0]).toEqual({ path: "file_ids.0", message: "learning.errors.fileNotInAnswers" });
  });

  it("refuses another client, a role without tracks, a task without a form and bad payloads, writing nothing", async () => {
    const task = await taskOf("Анкета новичка");
    const before = await eventCount(s.db);
    expect((await download(tokens.foreign, { user_workflow_task_id: task })).status).toBe(404);
    expect((await download(tokens.employee, { user_workflow_task_id: task })).status).toBe(403);
    expect((await download(tokens.admin, { user_workflow_task_id: 999999999 })).status).toBe(404);
    const content = await download(tokens.admin, { user_workflow_task_id: await taskOf("Правила безопасности") });
    expect(content.status).toBe(400);
    expect(((await content.json()) as any).fields[0].message).toBe("learning.errors.noForm");
    expect((await download(tokens.admin, { user_workflow_task_id: task, is_course: true })).status).toBe(400);
    expect((await download(tokens.admin, { user_workflow_task_id: "x" })).status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
  });
});

describe("learning: answer files and erasure", () => {
  it("removes a person's answer files with the person", async () => {
    const [{ id: employee }] = await s.db.query<{ id: number }>("select id from users where email = 'employee@demo.local'");
    const files = async () => (await s.db.query<{ n: number }>("select count(*)::int as n from library_files where creator_id = $1 and library_type_id = 4", [employee]))[0].n;
    expect(await files()).toBeGreaterThan(0);
    const r = await s.request("/api/userErasure", { token: tokens.admin, body: { user_id: employee } });
    expect(r.status).toBe(200);
    expect(await files()).toBe(0);
  });
});
