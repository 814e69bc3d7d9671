import { PassThrough } from "node:stream";
import { NodeStream } from "@effect/platform-node";
import { Effect } from "effect";
import { HttpApiSchema } from "effect/http-api";
import ExcelJS from "exceljs";
import { Forbidden, Invalid, Messages } from "../../../../services/contract/errors.js";
import { CellType, type ExportTable } from "../../../../services/contract/lists.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db } from "../../db/types.js";
import { Database } from "../../http/services.js";
import { recordError } from "../logs/index.js";
import { BadCondition, Params } from "./conditions.js";
import {
  type ColumnDef, langOf, pageQuery, type RouteDef, type Selection, type SortBy, shapeRow, sortKeys, visibleColumns, whereOf,
} from "./engine.js";
import { badCondition, resolveRoute } from "./service.js";

const PAGE = 2000;
const HIGH_WATER = 256 * 1024;

const cell = (c: ColumnDef, v: unknown) => {
  if (v === null || v === undefined) return null;
  if (c.type === CellType.datetime) return new Date(v as string);
  return v as ExcelJS.CellValue;
};

const drained = (s: PassThrough) =>
  s.writableLength <= HIGH_WATER || s.destroyed ? Promise.resolve() : new Promise<void>((r) => {
    s.once("drain", r);
    s.once("close", r);
  });

/** Writes every row the user can see, page by page (keyset), into a streaming workbook. Never holds all rows. */
const produce = async (
  db: Db, def: RouteDef, user: SessionUser, sel: Selection, sort: SortBy | undefined, cols: readonly ColumnDef[], titles: string[], out: PassThrough,
) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = wb.addWorksheet("Export");
  sheet.addRow(titles).commit();
  let lastId: number | null = null;
  for (;;) {
    const rows = await pageQuery(def, { sql: db, user, clientId: user.clientId, p: new Params() }, sel, cols, lastId, PAGE, sort);
    for (const row of rows) {
      const shaped = shapeRow(cols, row, true);
      sheet.addRow(cols.map((c) => cell(c, shaped[c.name]))).commit();
    }
    if (out.destroyed) return;
    await drained(out);
    if (rows.length < PAGE) break;
    lastId = Number(rows[rows.length - 1].id);
  }
  sheet.commit();
  await wb.commit();
};

/** POST /exportTable: the rows the user can see, with the columns they chose, as a streamed XLSX file. */
export const exportTable = (payload: typeof ExportTable.Type) =>
  Effect.gen(function* () {
    const { user, def } = yield* resolveRoute(payload.entity_name);
    if (!allows(user.permissions, def.section, "export")) {
      return yield* Effect.fail(new Forbidden({ message: Messages.forbidden, detail: `needs ${def.section}.export` }));
    }
    const visible = new Map(visibleColumns(def, user).map((c) => [c.name, c]));
    const chosen = [...payload.data.columns].sort((a, b) => a.index - b.index);
    const unknown = chosen.findIndex((c) => !visible.has(c.header_name));
    if (unknown >= 0) {
      return yield* Effect.fail(new Invalid({ message: Messages.invalid, fields: [{ path: `payload.data.columns.${unknown}.header_name`, message: "lists.export.unknownColumn" }] }));
    }
    const cols = chosen.map((c) => visible.get(c.header_name)!);
    const sel: Selection = { conditions: payload.data.filters ?? [], all: payload.data.all_conditions !== false };
    const db = yield* Database;
    // Compile the conditions before streaming, so that a bad one is a 400 and not a broken download.
    const bad = yield* Effect.promise(() =>
      whereOf(def, { sql: db, user, clientId: user.clientId, p: new Params() }, sel).then(() => null, (e) => (e instanceof BadCondition ? e : Promise.reject(e))));
    if (bad) return yield* badCondition(bad);
    const badSort = yield* Effect.try({ try: () => sortKeys(def, visibleColumns(def, user), payload.data.sort, "payload.data.sort.field"), catch: (e) => e }).pipe(
      Effect.flatMap(() => Effect.succeed(null)), Effect.catch((e) => Effect.succeed(e)));
    if (badSort) return yield* badCondition(badSort);
    const titles = chosen.map((c) => c.header_title || visible.get(c.header_name)!.text[langOf(user)]);
    const body = NodeStream.fromReadable<Uint8Array>({
      evaluate: () => {
        const out = new PassThrough({ highWaterMark: 64 * 1024 });
        produce(db, def, user, sel, payload.data.sort, cols, titles, out).catch((e) => {
          const entry = { client_id: user.clientId, user_id: user.userId, message: "exportTable failed", stack: String(e?.stack ?? e), level: "error", is_web: false } as const;
          recordError(db, entry, new Date(), "system").catch(() => {});
          out.destroy(e);
        });
        return out;
      },
      chunkSize: 16,
    });
    const name = `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return HttpApiSchema.withHeaders({ body, headers: { "content-disposition": `attachment; filename="${name}"` } });
  });
