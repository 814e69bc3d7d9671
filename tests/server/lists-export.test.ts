import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkCreateUsers } from "../../src/server/seed/bulk.js";
import { type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.login("admin@demo.local")).token;
  const [{ password_hash }] = await s.db.query("select hash as password_hash from credentials limit 1");
  await bulkCreateUsers(s.db, 1, 4500, password_hash, { email: (i) => `x${i}@demo.local` });
});
afterAll(() => s?.close());

const exportTable = async (body: unknown, token = admin) => {
  const res = await fetch(`${s.base}/api/exportTable`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};
const sheetRows = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
const columns = [{ header_title: "Почта", index: 1, header_name: "email" }, { header_title: "Статус", index: 2, header_name: "status" }];

describe("exportTable", () => {
  it("streams every visible row (across keyset pages) with the chosen columns, in order", async () => {
    const r = await exportTable({ entity_name: "users", data: { columns: [...columns].reverse() } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("spreadsheetml");
    expect(r.headers.get("content-disposition")).toMatch(/attachment; filename="users-.*\.xlsx"/);
    const rows = await sheetRows(r.bytes);
    const [{ n }] = await s.db.query("select count(*)::int as n from users where client_id = 1 and status_id <> 3");
    expect(rows[0]).toEqual(["Почта", "Статус"]);
    expect(rows.length - 1).toBe(n);
    expect(rows[1]).toEqual(["admin@demo.local", "Активен"]);
  });

  it("exports only the filtered rows", async () => {
    const r = await exportTable({ entity_name: "users", data: { columns, filters: [{ field: "email", operator: "starts_with", values: ["x44"] }] } });
    const rows = await sheetRows(r.bytes);
    const expected = [44, ...Array.from({ length: 10 }, (_, i) => 440 + i), ...Array.from({ length: 100 }, (_, i) => 4400 + i)];
    expect(rows.slice(1).map((x) => x[0])).toEqual(expected.map((i) => `x${i}@demo.local`));
  });

  it("refuses roles without the export flag, unknown or hidden columns and bad filters", async () => {
    const employee = (await s.login("employee@demo.local")).token;
    expect((await exportTable({ entity_name: "users", data: { columns } }, employee)).status).toBe(403);
    const recruiter = (await s.login("recruiter@demo.local")).token;
    expect((await exportTable({ entity_name: "users", data: { columns } }, recruiter)).status).toBe(403);
    const hr = (await s.login("hr@demo.local")).token;
    expect((await exportTable({ entity_name: "users", data: { columns } }, hr)).status).toBe(200);
    const hidden = await exportTable({ entity_name: "users", data: { columns: [{ header_title: "T", index: 1, header_name: "phone" }] } }, hr);
    expect(hidden.status).toBe(400);
    expect((await exportTable({ entity_name: "users", data: { columns: [{ header_title: "T", index: 1, header_name: "password_hash" }] } })).status).toBe(400);
    expect((await exportTable({ entity_name: "users", data: { columns, filters: [{ field: "nope", operator: "eq", values: [1] }] } })).status).toBe(400);
  });
});
