import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuild } from "../../src/server/events/rebuild.js";
import { replayStream } from "../../src/server/events/replay.js";
import { eventCount, snapshot, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.login("admin@demo.local")).token;
  await s.request("/api/userJobPositions", { token: admin, body: { name: "Бухгалтер" } });
  await s.request("/api/userGroups", { token: admin, body: { name: "City 7", type: "dynamic", conditions: [{ field: "city", operator: "eq", values: ["Город 7"] }] } });
});
afterAll(() => s?.close());

const upload = async (bytes: Uint8Array, token = admin, field = "input-csv") => {
  const form = new FormData();
  form.append(field, new Blob([bytes as any], { type: "text/csv" }), "users.csv");
  const res = await fetch(`${s.base}/api/customImportUsers`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, "utf8")]);

describe("customImportUsers", () => {
  it("imports a UTF-8 file with BOM, reporting every row", async () => {
    const csv = [
      "email,first_name,last_name,phone,hire_date,job_position,role",
      "imp1@demo.local,Анна,Иванова,+7 1,01.02.2024,Бухгалтер,9",
      'imp2@demo.local,"Пётр, мл.",Сидоров,,2024-03-04,,employee',
      "employee@demo.local,Дмитрий,Соколов-Новый,,,,",
      "admin@northwind.local,X,Y,,,,",
      "imp1@demo.local,Dup,Dup,,,,",
      "bad-email,A,B,,,,",
      "imp3@demo.local,,NoFirst,,31.02.2024,Нет такой,99",
    ].join("\r\n");
    const r = await upload(utf8Bom(csv));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ encoding: "utf-8", created: 2, updated: 1, refused: 4 });
    const byLine = Object.fromEntries(r.body.rows.map((x: any) => [x.line, x]));
    expect(byLine[2]).toMatchObject({ result: "created", email: "imp1@demo.local" });
    expect(byLine[3].result).toBe("created");
    expect(byLine[4]).toMatchObject({ result: "updated", email: "employee@demo.local" });
    expect(byLine[5]).toMatchObject({ result: "refused", user_id: null, reasons: ["email: users.email.taken"] });
    expect(byLine[6].reasons).toEqual(["email: users.import.duplicateInFile:2"]);
    expect(byLine[7].reasons[0]).toMatch(/^email:/);
    expect(byLine[8].reasons.sort()).toEqual(expect.arrayContaining(["hire_date: forms.date.invalid", "job_position: users.import.unknownPosition", "role_id: users.import.unknownRole"]));
    const [imp1] = await s.db.query("select first_name, phone, hire_date::text as hire, job_position_id, status_id from users where email = 'imp1@demo.local'");
    expect(imp1).toMatchObject({ first_name: "Анна", phone: "+7 1", hire: "2024-02-01", status_id: 1 });
    expect(imp1.job_position_id).not.toBeNull();
    const [imp2] = await s.db.query("select id, first_name from users where email = 'imp2@demo.local'");
    expect(imp2.first_name).toBe("Пётр, мл.");
    expect((await s.db.query("select last_name from users where email = 'employee@demo.local'"))[0].last_name).toBe("Соколов-Новый");
    const steps = await replayStream(s.db, "userStatus", String(imp2.id));
    expect(steps.map((x) => x.after)).toEqual(["pending", "active"]);
  });

  it("detects Windows-1251 and semicolons, and resolves managers created by the same file", async () => {
    const csv = ["Почта;Имя;Фамилия;Руководитель;Статус", "w2@demo.local;Олег;Ёлкин;w1@demo.local;", "w1@demo.local;Юлия;Щукина;;ожидает"].join("\n");
    const r = await upload(new Uint8Array(iconv.encode(csv, "win1251")));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ encoding: "windows-1251", created: 2, refused: 0 });
    const rows = await s.db.query("select email, first_name, last_name, manager_id, status_id, id from users where email in ('w1@demo.local', 'w2@demo.local') order by email");
    expect(rows.map((x) => [x.first_name, x.last_name, x.status_id])).toEqual([["Юлия", "Щукина", 4], ["Олег", "Ёлкин", 1]]);
    expect(rows[1].manager_id).toBe(rows[0].id);
  });

  it("reads quoted fields across lines, numbering each row by the line it starts on", async () => {
    // A field with a line break inside quotes, mixed CRLF and LF, and whitespace around quotes (csv-parse).
    const csv = 'email;"first_name";last_name;city\r\nq1@demo.local;Анна; "Иванова" ;"Нижний\r\nНовгород"\nq2@demo.local;"Пётр ""Пит""";Сидоров;\r\n';
    const r = await upload(utf8Bom(csv));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rows.map((x: any) => [x.line, x.email])).toEqual([[2, "q1@demo.local"], [4, "q2@demo.local"]]);
    expect(r.body).toMatchObject({ created: 2, refused: 0 });
    const rows = await s.db.query("select first_name, last_name, city from users where email in ('q1@demo.local', 'q2@demo.local') order by email");
    expect(rows).toEqual([
      { first_name: "Анна", last_name: "Иванова", city: "Нижний\nНовгород" },
      { first_name: 'Пётр "Пит"', last_name: "Сидоров", city: null },
    ]);
  });

  it("refuses a file that is not CSV (an unclosed quote) whole with its line, writing nothing", async () => {
    const before = await eventCount(s.db);
    const r = await upload(utf8Bom('email,first_name,last_name\nu1@demo.local,a,b\nu2@demo.local,"c,d\n'));
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual([{ path: "payload.input-csv", message: "users.import.malformed" }]);
    expect(r.body.detail).toMatch(/^line 3: CSV_QUOTE_NOT_CLOSED/);
    expect(await eventCount(s.db)).toBe(before);
    expect(await s.db.query("select 1 from users where email = 'u1@demo.local'")).toEqual([]);
  });

  it("refuses a file with wrong columns whole, writing nothing", async () => {
    const before = await eventCount(s.db);
    const r = await upload(utf8Bom("emial,first_name,last_name,shoe_size\nx@demo.local,a,b,42"));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("users.import.wrongColumns");
    expect(r.body.fields.map((f: any) => f.path).sort()).toEqual(["header.email", "header.emial", "header.shoe_size"]);
    expect((await upload(utf8Bom("email,first_name,last_name,email\n"))).status).toBe(400);
    expect((await upload(utf8Bom(""))).status).toBe(400);
    expect((await upload(utf8Bom("email"), admin, "other")).status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses rows over the active-user limit and keeps the others", async () => {
    const [{ n }] = await s.db.query("select count(*)::int as n from users where client_id = 1 and status_id = 1");
    await s.db.query("update clients set active_user_limit = $1 where id = 1", [n + 1]);
    try {
      const r = await upload(utf8Bom("email,first_name,last_name\nl1@demo.local,a,b\nl2@demo.local,c,d"));
      expect(r.body.rows.map((x: any) => x.result)).toEqual(["created", "refused"]);
      expect(r.body.rows[1].reasons).toEqual(["users.activation.limitExceeded"]);
      expect((await s.db.query("select 1 from users where email = 'l2@demo.local'")).length).toBe(0);
    } finally {
      await s.db.query("update clients set active_user_limit = null where id = 1");
    }
  });

  it("needs the users import flag", async () => {
    const hr = (await s.login("hr@demo.local")).token;
    expect((await upload(utf8Bom("email,first_name,last_name\nz@demo.local,a,b"), hr)).status).toBe(403);
  });

  it("leaves tables a rebuild of the log reproduces (batch and per-event projections agree)", async () => {
    const tables = ["users", "user_credentials", "user_group_members"];
    const before = await Promise.all(tables.map((t) => snapshot(s.db, t)));
    await rebuild(s.db);
    expect(await Promise.all(tables.map((t) => snapshot(s.db, t)))).toEqual(before);
  }, 120_000);

  it("imports 10,000 rows in one transaction within 30 s", async () => {
    const lines = ["email,first_name,last_name,city"];
    for (let i = 0; i < 10_000; i++) lines.push(`big${i}@demo.local,Имя${i},Фамилия${i},Город ${i % 50}`);
    const started = Date.now();
    const r = await upload(utf8Bom(lines.join("\n")));
    const ms = Date.now() - started;
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(10_000);
    const [{ n }] = await s.db.query("select count(*)::int as n from user_group_members m join user_groups g on g.id = m.group_id where g.name = 'City 7'");
    expect(n).toBe(200);
    console.log(`import of 10k rows: ${ms} ms`);
    expect(ms).toBeLessThan(30_000);
  }, 120_000);

});
