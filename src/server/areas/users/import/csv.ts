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

/**
 * RFC 4180 records: quoted fields may hold delimiters, doubled quotes and line breaks; CRLF or LF ends a record.
 * Returns each record with the line number it starts on; blank lines are skipped.
 */
export const parseCsv = (text: string): { line: number; fields: string[] }[] => {
  const d = delimiterOf(text);
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0].trim() === "")) out.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (c === d) {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== "" || fields.length) end();
  return out;
};
