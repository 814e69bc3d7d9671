import { CsvError, parse } from "csv-parse/sync";
import iconv from "iconv-lite";

/**
 * Text of an uploaded CSV: UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1251 (what
 * Excel writes for Russian data). A UTF-16 BOM is decoded too.
 */
export const decodeCsv = (bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1251" } => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-8" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), "win1251"), encoding: "windows-1251" };
  }
};

/** The delimiter of the header line: `;` (Excel in Russian locales), tab, or `,`, whichever occurs most outside quotes. */
const delimiterOf = (text: string) => {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c in counts) counts[c]++;
    else if (!quoted && (c === "\n" || c === "\r")) break;
  }
  const [best, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return n > 0 ? best : ",";
};

export interface CsvRecord {
  /** The line the record starts on (a quoted field may span several). */
  readonly line: number;
  readonly fields: string[];
}

/** Why the text is not CSV: the line csv-parse stopped at and its error code (CSV_QUOTE_NOT_CLOSED...). */
export interface CsvFailure {
  readonly line: number;
  readonly code: string;
}

/**
 * RFC 4180 records, read by csv-parse: quoted fields may hold delimiters, doubled quotes and line breaks; CRLF, LF
 * or CR ends a record (all three are made LF first, so a file that mixes them still numbers its lines right, and a
 * line break inside a quoted field reads as LF). Whitespace around a field and its quotes is dropped (`"a" ;b`), a
 * quote inside an unquoted field is kept as a character, and records may have any number of fields. Blank lines are
 * skipped. An unclosed quote or text after a closing quote is a failure with its line, never a guess.
 */
export const parseCsv = (text: string): CsvRecord[] | CsvFailure => {
  const lf = text.replace(/\r\n?/g, "\n");
  try {
    const rows = parse(lf, {
      delimiter: delimiterOf(lf),
      record_delimiter: "\n",
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      ltrim: true,
      rtrim: true,
      skip_empty_lines: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
    // info.lines is the line a record ends on: step back over the line breaks inside its fields.
    return rows.map(({ info, record }) => ({ line: info.lines - record.reduce((n, f) => n + f.split("\n").length - 1, 0), fields: record }));
  } catch (error) {
    if (error instanceof CsvError) return { line: typeof error.lines === "number" ? error.lines : 0, code: error.code };
    throw error;
  }
};
