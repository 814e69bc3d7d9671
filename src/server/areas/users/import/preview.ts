// POST /customImportUsers/preview: what an import of this file would do, row by row, without doing it. The rows
// go through the very code of the import (importRows) in a transaction that is always rolled back, so the verdicts
// are the import's own (duplicates in the file, managers created by the same file, the active-user limit) and
// nothing is written: no event, no user, no mail.
import { Effect, type Stream } from "effect";
import type { Multipart } from "effect/http";
import { requirePermission } from "../../../auth/permissions.js";
import { transact } from "../../../events/command.js";
import { withDb } from "../../../http/run.js";
import { now } from "../run.js";
import { readImport, reportOf } from "./handler.js";
import { importRows, type ReportRow } from "./run.js";

/** Carries the report out of the transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly rows: ReportRow[]) {
    super("dry run");
  }
}

export const previewImport = (payload: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "import");
    const { encoding, columns, rows } = yield* readImport(payload);
    const at = yield* now;
    const report = yield* withDb(async (db) => {
      try {
        await transact(db, async (tx) => {
          throw new DryRun(await importRows(tx, user, columns, rows, at));
        });
      } catch (e) {
        if (e instanceof DryRun) return e.rows;
        throw e;
      }
      return [];
    });
    return reportOf(encoding, report);
  });
