// The CSV reading of the users import (csv-parse behind decodeCsv/parseCsv), without a server.
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeCsv, parseCsv } from "../../src/server/areas/users/import/csv.js";

const records = (text: string) => {
  const r = parseCsv(text);
  if (!Array.isArray(r)) throw new Error(`not CSV: ${JSON.stringify(r)}`);
  return r.map((x) => [x.line, ...x.fields]);
};

describe("users import CSV", () => {
  it("picks the header line's delimiter: semicolon, tab or comma, outside quotes", () => {
    expect(records("a;b;c\n1;2;3")).toEqual([[1, "a", "b", "c"], [2, "1", "2", "3"]]);
    expect(records("a\tb\n1\t\t3")).toEqual([[1, "a", "b"], [2, "1", "", "3"]]);
    expect(records('"x;y",b,c\n1,2,3')).toEqual([[1, "x;y", "b", "c"], [2, "1", "2", "3"]]);
    expect(records("email\nx@y")).toEqual([[1, "email"], [2, "x@y"]]);
  });

  it("keeps line breaks, delimiters and doubled quotes inside quoted fields, and numbers records by their first line", () => {
    const text = 'a,b\r\n"one\r\ntwo\nthree","x,""y"""\r\nnext,row\rlast,"cr\rinside"';
    expect(records(text)).toEqual([
      [1, "a", "b"],
      [2, "one\ntwo\nthree", 'x,"y"'],
      [5, "next", "row"],
      [6, "last", "cr\ninside"],
    ]);
  });

  it("skips blank lines but keeps rows of empty fields, and lets rows have any number of fields", () => {
    expect(records("a,b\n\n   \n,\n1\n1,2,3\n")).toEqual([[1, "a", "b"], [4, "", ""], [5, "1"], [6, "1", "2", "3"]]);
  });

  it("drops whitespace around quotes and keeps a quote inside an unquoted field", () => {
    expect(records('a,b\n  "q r"  ,5" tall')).toEqual([[1, "a", "b"], [2, "q r", '5" tall']]);
  });

  it("reports an unclosed quote or text after a closing quote with its line instead of guessing", () => {
    expect(parseCsv('a,b\n1,2\n"open,3\n4,5')).toEqual({ line: 4, code: "CSV_QUOTE_NOT_CLOSED" });
    expect(parseCsv('a,b\n"x"y,2')).toEqual({ line: 2, code: "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE" });
  });

  it("decodes UTF-8 with or without BOM, UTF-16 with BOM, else Windows-1251", () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from("Имя,b")]))).toEqual({ text: "Имя,b", encoding: "utf-8" });
    expect(decodeCsv(new Uint8Array(Buffer.from("Имя,b")))).toEqual({ text: "Имя,b", encoding: "utf-8" });
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, ...Buffer.from("Имя", "utf16le")]))).toEqual({ text: "Имя", encoding: "utf-8" });
    expect(decodeCsv(new Uint8Array(iconv.encode("Имя;Ёж", "win1251")))).toEqual({ text: "Имя;Ёж", encoding: "windows-1251" });
  });
});
