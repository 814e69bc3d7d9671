import { Effect, Stream } from "effect";
import { HttpApiSchema } from "effect/http-api";
import ExcelJS from "exceljs";
import type { Db } from "../../db/types.js";
import type { Lang } from "../lists/index.js";
import { listCodes } from "./queries.js";

const PAGE = 1000;
const HEADERS: Record<Lang, string[]> = {
  ru: ["Код", "Заблокирован", "Использован", "Кем использован", "Когда"],
  en: ["Code", "Blocked", "Used", "Used by", "Used at"],
  fr: ["Code", "Bloqué", "Utilisé", "Utilisé par", "Utilisé le"],
};
const YES: Record<Lang, [string, string]> = { ru: ["да", "нет"], en: ["yes", "no"], fr: ["oui", "non"] };

/**
 * A catalogue's codes as an XLSX file: one sheet, the codes in their order, read page by page (keyset). A
 * catalogue holds at most CODE_LIMITS.count codes, so the workbook is built whole and sent in one piece.
 */
export const codesWorkbook = async (db: Db, clientId: number, catalog: { id: number; name: string }, lang: Lang) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet((catalog.name.replace(/[*?:\\/[\]]/g, " ").trim() || "Codes").slice(0, 31));
  sheet.addRow(HEADERS[lang]);
  const [yes, no] = YES[lang];
  let last: number | null = null;
  for (;;) {
    const page = await listCodes(db, clientId, catalog.id, last, PAGE, lang);
    for (const c of page.items) sheet.addRow([c.code, c.is_blocked ? yes : no, c.used_by ? yes : no, c.used_by_name ?? "", c.used_at ? new Date(c.used_at) : null]);
    if (page.last_id === null) break;
    last = page.last_id;
  }
  sheet.getColumn(1).width = 18;
  return new Uint8Array(await wb.xlsx.writeBuffer());
};

/** The download answer: the file with its name (ASCII, the catalogue's id: names may hold any script). */
export const download = (bytes: Uint8Array, catalogId: number) =>
  Effect.succeed(HttpApiSchema.withHeaders({
    body: Stream.succeed(bytes),
    headers: { "content-disposition": `attachment; filename="access-codes-${catalogId}.xlsx"` },
  }));
