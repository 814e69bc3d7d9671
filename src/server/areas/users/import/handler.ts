import { Effect, Stream } from "effect";
import { Multipart } from "effect/http";
import { Invalid, Messages, TooLarge } from "../../../../../services/contract/errors.js";
import { IMPORT_MAX_BYTES } from "../../../../../services/contract/users.js";
import { requirePermission } from "../../../auth/permissions.js";
import { readFilePart } from "../../../http/readFilePart.js";
import { command, now } from "../run.js";
import { mapHeader } from "./columns.js";
import { decodeCsv, parseCsv } from "./csv.js";
import { importRows } from "./run.js";

const MAX_ROWS = 50_000;
const invalid = (path: string, message: string, detail?: string) =>
  new Invalid({ message: Messages.invalid, fields: [{ path, message }], ...(detail ? { detail } : {}) });

/** The bytes of the `input-csv` part: 413 over the limit, 400 when malformed or absent. */
const readCsv = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  readFilePart(parts, "input-csv").pipe(
    Effect.map((file) => file.bytes),
    Effect.mapError((failure) => failure === "tooLarge"
      ? new TooLarge({ message: "users.import.tooLarge", detail: `over ${IMPORT_MAX_BYTES} bytes` })
      : invalid("payload.input-csv", failure === "missing" ? "users.import.noFile" : "users.import.malformed")),
  );

/** The file of an import, read and checked: its rows and their columns, or a 400 for the file as a whole. */
export const readImport = (payload: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const bytes = yield* readCsv(payload);
    const { text, encoding } = decodeCsv(bytes);
    const records = parseCsv(text);
    if (!Array.isArray(records)) return yield* Effect.fail(invalid("payload.input-csv", "users.import.malformed", `line ${records.line}: ${records.code}`));
    const [header, ...rows] = records;
    if (!header) return yield* Effect.fail(invalid("payload.input-csv", "users.import.empty"));
    if (rows.length > MAX_ROWS) return yield* Effect.fail(invalid("payload.input-csv", "users.import.tooManyRows", `at most ${MAX_ROWS} rows`));
    const { columns, unknown, repeated, missing } = mapHeader(header.fields);
    const fields = [
      ...missing.map((c) => ({ path: `header.${c}`, message: "users.import.missingColumn" })),
      ...unknown.map((c) => ({ path: `header.${c}`, message: "users.import.unknownColumn" })),
      ...repeated.map((c) => ({ path: `header.${c}`, message: "users.import.repeatedColumn" })),
    ];
    if (fields.length) return yield* Effect.fail(new Invalid({ message: "users.import.wrongColumns", fields }));
    return { encoding, columns, rows };
  });

/** The report of an import from each row's verdicts. */
export const reportOf = (encoding: "utf-8" | "windows-1251", report: Awaited<ReturnType<typeof importRows>>) => {
  const count = (r: string) => report.filter((x) => x.result === r).length;
  return { encoding, created: count("created"), updated: count("updated"), refused: count("refused"), rows: report };
};

/**
 * POST /customImportUsers: one command. Every valid row is created or updated in one transaction, and the report
 * says for each row what happened and why; a file whose header is wrong is refused whole (400, nothing written).
 */
export const importUsers = (payload: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("users", "import");
    const { encoding, columns, rows } = yield* readImport(payload);
    const at = yield* now;
    const report = yield* command((tx) => importRows(tx, user, columns, rows, at));
    return reportOf(encoding, report);
  });
