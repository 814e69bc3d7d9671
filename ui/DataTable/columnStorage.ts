// The columns a user chose, remembered per route in localStorage `tableHeaders` ({ [route]: { [column]: visible } }).
export const TABLE_HEADERS_KEY = "tableHeaders";

type Stored = Record<string, Record<string, boolean>>;

function readAll(): Stored {
  try {
    const raw = globalThis.localStorage?.getItem(TABLE_HEADERS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** The remembered visibility of a route's columns (empty when nothing is stored). */
export function readColumns(route: string): Record<string, boolean> {
  const entry = readAll()[route];
  return entry && typeof entry === "object" ? entry : {};
}

/** Remember a route's column visibility. */
export function writeColumns(route: string, visibility: Record<string, boolean>): void {
  try {
    const all = readAll();
    all[route] = visibility;
    globalThis.localStorage?.setItem(TABLE_HEADERS_KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the choice lasts for the page only
  }
}
