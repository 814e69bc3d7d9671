// A small demo library for the demo client: folders with access for employees, managers and HR, PDFs (numbered
// for natural order), an image shown in files and one that is not, all stored through the real storage (disk or
// S3) and recorded with the library's own events, so the demo behaves like uploaded content.
import { deflateSync } from "node:zlib";
import { once } from "node:events";
import { appendIn } from "../events/store.js";
import { nextId } from "../events/command.js";
import type { Db, Sql } from "../db/types.js";
import { newKey, type Storage } from "../files/storage.js";

/** A one-page PDF whose page shows `title` (ASCII only: the standard font has no Cyrillic). */
export const tinyPdf = (title: string) => {
  const text = title.replace(/[^\x20-\x7e]/g, "?").replace(/([()\\])/g, "\\$1");
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A small PNG: a diagonal gradient between two colours. */
export const tinyPng = (size: number, from: [number, number, number], to: [number, number, number]) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) rows.push(Math.round(from[c] + (to[c] - from[c]) * t));
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from(rows))), chunk("IEND", Buffer.alloc(0))]);
};

interface Demo {
  readonly clientId: number;
  readonly adminId: number;
  readonly at: string;
}
type Entry = { subject_kind: "role" | "user" | "group"; subject_id: number; level: 1 | 2 | 3; can_remove?: boolean };

const meta = (d: Demo) => ({ actor: d.adminId, roleId: 5 });

const folder = async (tx: Sql, d: Demo, parent: number | null, name: string, access: Entry[] = []) => {
  const id = await nextId(tx, "library_folder_ids");
  const events = [{ type: "library.folder.created", data: { id, library_type_id: 1, parent_folder_id: parent, display_name: name, creator_id: d.adminId, at: d.at } }];
  if (access.length) events.push({ type: "library.access.set", data: { item_kind: "folder", item_id: id, entries: access.map((e) => ({ ...e, can_remove: e.can_remove ?? false })) } } as never);
  await appendIn(tx, d.clientId, { type: "libraryFolder", id }, 0, events, meta(d));
  return id;
};

type Stored = { key: string; size: number; mime: string; ext: string; typeId: number };

/** Writes the bytes through the storage's temp file and commit, as an upload does. */
const store = async (storage: Storage, clientId: number, bytes: Buffer, ext: "pdf" | "png"): Promise<Stored> => {
  const temp = await storage.tempFile();
  temp.stream.end(bytes);
  await once(temp.stream, "finish");
  const key = newKey(clientId);
  const mime = ext === "pdf" ? "application/pdf" : "image/png";
  await storage.commit(temp.path, key, mime);
  return { key, size: bytes.length, mime, ext, typeId: ext === "pdf" ? 5 : 1 };
};

const file = async (tx: Sql, d: Demo, folderId: number, name: string, s: Stored, showInFiles = true) => {
  const id = await nextId(tx, "library_file_ids");
  await appendIn(tx, d.clientId, { type: "libraryFile", id }, 0, [{
    type: "library.file.created",
    data: {
      id, library_type_id: 1, folder_id: folderId, display_name: name, extension: s.ext, mime_type: s.mime, size: s.size,
      general_file_type_id: s.typeId, storage_key: s.key, show_in_files: showInFiles, workflow_id: null, creator_id: d.adminId, at: d.at,
    },
  }], meta(d));
  return id;
};

/** Seeds the demo client's library (once: nothing happens when it already has folders). */
export const seedLibrary = async (db: Db, storage: Storage, now = new Date()): Promise<boolean> => {
  const [admin] = await db.query<{ id: number; client_id: number }>("select id, client_id from users where lower(email) = 'admin@demo.local'");
  if (!admin) return false;
  if ((await db.query("select 1 from library_folders where client_id = $1 limit 1", [admin.client_id])).length) return false;
  // Bytes first (outside the transaction: PGlite serialises everything while one is open).
  const pdf = (title: string) => store(storage, admin.client_id, tinyPdf(title), "pdf");
  const files = {
    welcome: await pdf("Welcome to the company"),
    rules: await Promise.all([1, 2, 10].map((n) => pdf(`Rules, part ${n}`))),
    sales: await pdf("Sales playbook"),
    logo: await store(storage, admin.client_id, tinyPng(64, [79, 70, 229], [20, 184, 166]), "png"),
    background: await store(storage, admin.client_id, tinyPng(32, [241, 245, 249], [203, 213, 225]), "png"),
  };
  const d: Demo = { clientId: admin.client_id, adminId: admin.id, at: now.toISOString() };
  await db.transaction(async (tx) => {
    // Employees (role 9) read onboarding, managers (1) edit it, HR (2) manage it.
    const onboarding = await folder(tx, d, null, "Адаптация", [
      { subject_kind: "role", subject_id: 9, level: 1 }, { subject_kind: "role", subject_id: 1, level: 2 }, { subject_kind: "role", subject_id: 2, level: 3, can_remove: true },
    ]);
    const firstDay = await folder(tx, d, onboarding, "Первый день");
    await file(tx, d, firstDay, "Памятка новичка", files.welcome);
    const rules = await folder(tx, d, onboarding, "Регламенты");
    for (const [i, n] of [1, 2, 10].entries()) await file(tx, d, rules, `Регламент ${n}`, files.rules[i]);
    await file(tx, d, onboarding, "Логотип компании", files.logo);
    await file(tx, d, onboarding, "Фон для презентаций", files.background, false);
    const sales = await folder(tx, d, null, "Продажи", [{ subject_kind: "role", subject_id: 1, level: 2 }]);
    await file(tx, d, sales, "Скрипты продаж", files.sales);
    await folder(tx, d, sales, "Презентации для клиентов");
    // No entries: library administrators only.
    await folder(tx, d, null, "Черновики");
  });
  return true;
};
