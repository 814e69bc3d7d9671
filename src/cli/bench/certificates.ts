// Certificate bench (npm run bench; BENCH_CERTIFICATES=0 skips it; `npx tsx src/cli/bench/certificates.ts` alone):
// rendering one certificate PDF, as a download does, without a background and on a 2480×3508 PNG background's
// ready page (made once at upload). Target (issue 17): ≤ 300 ms.
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { backgroundPage, renderCertificate } from "../../server/areas/certificates/pdf.js";
import type { RenderTemplate } from "../../server/areas/certificates/queries.js";
import { timeCalls } from "./timing.js";

const CALLS = Number(process.env.BENCH_CERTIFICATE_CALLS ?? 50);
const TARGET_MS = 300;

/** A grey 8-bit PNG of that size (the shape an administrator's background has; the pixels do not matter). */
const png = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1);
  for (let x = 1; x <= width; x++) row[x] = x % 256;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
};

const VALUES = {
  name: "Соколова Élodie Дмитриевна", course: "Информационная безопасность — основы", issuedAt: "2026-11-28T10:00:00.000Z",
  language: "ru", link: "https://demo.localhost/verify/certificate/8b0f7c1e-3a52-4c7e-9d7e-1f0a2b3c4d5e", linkLabel: "Проверить подлинность:",
};

/** Times the render; prints p50/p99 and the verdict against the target; answers the figures. */
export const certificatesBench = async () => {
  const template: RenderTemplate = {
    font_id: 1, orientation: "vertical", alignment: "center", background_key: null, background_type: null,
    body: "Сертификат\n{name}\nуспешно прошёл(ла) курс «{course}»\n{date}",
  };
  const made = performance.now();
  const page = await backgroundPage(png(2480, 3508), "image/png", "vertical");
  const pageMs = performance.now() - made;
  for (let i = 0; i < 3; i++) await renderCertificate(template, VALUES, page); // warm the fonts and the JIT
  const results = {
    plain: await timeCalls(CALLS, () => renderCertificate(template, VALUES, null)),
    background: await timeCalls(CALLS, () => renderCertificate({ ...template, font_id: 3 }, VALUES, page)),
    background_page_ms: pageMs,
  };
  const f = (n: number) => n.toFixed(1);
  console.log(`certificate PDF (${CALLS} calls): no background p50 ${f(results.plain.p50)} ms p99 ${f(results.plain.p99)} ms CPU ${f(results.plain.cpu_ms)} ms; `
    + `on a 2480×3508 PNG p50 ${f(results.background.p50)} ms p99 ${f(results.background.p99)} ms CPU ${f(results.background.cpu_ms)} ms `
    + `(${results.background.p99 <= TARGET_MS && results.plain.p99 <= TARGET_MS ? "within" : "OVER"} ${TARGET_MS} ms); `
    + `the background's page made once at upload: ${f(pageMs)} ms`);
  return results;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await certificatesBench();
