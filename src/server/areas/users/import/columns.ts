/**
 * The columns a user import understands, with the header names accepted for each (case and spaces ignored):
 * the field names themselves, and English and Russian labels as a spreadsheet would carry them.
 */
export const IMPORT_COLUMNS = {
  email: ["email", "e-mail", "почта", "эл. почта", "электронная почта", "емейл"],
  first_name: ["first_name", "first name", "имя"],
  last_name: ["last_name", "last name", "surname", "фамилия"],
  middle_name: ["middle_name", "middle name", "отчество"],
  language: ["language", "язык"],
  role_id: ["role_id", "role", "роль"],
  phone: ["phone", "телефон"],
  birth_date: ["birth_date", "birth date", "дата рождения"],
  hire_date: ["hire_date", "hire date", "дата приема", "дата приёма"],
  city: ["city", "город"],
  external_id: ["external_id", "external id", "табельный номер", "внешний id"],
  job_position: ["job_position", "position", "должность"],
  unit: ["unit", "подразделение"],
  manager_email: ["manager_email", "manager", "руководитель", "почта руководителя"],
  status: ["status", "статус"],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ").replace(/ё/g, "е");
const byAlias = new Map<string, ImportColumn>();
for (const [col, aliases] of Object.entries(IMPORT_COLUMNS)) for (const a of aliases) byAlias.set(norm(a), col as ImportColumn);

/** Maps a header row to columns: the columns by position, and the headers nobody understands or that repeat. */
export const mapHeader = (header: readonly string[]) => {
  const columns: (ImportColumn | null)[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<ImportColumn>();
  for (const h of header) {
    const col = byAlias.get(norm(h)) ?? null;
    if (h.trim() === "") columns.push(null);
    else if (!col) {
      unknown.push(h);
      columns.push(null);
    } else if (seen.has(col)) {
      repeated.push(h);
      columns.push(null);
    } else {
      seen.add(col);
      columns.push(col);
    }
  }
  return { columns, unknown, repeated, missing: (["email", "first_name", "last_name"] as const).filter((c) => !seen.has(c)) };
};

/** Status words the status column accepts. */
export const STATUS_WORDS: Record<string, "active" | "pending"> = {
  "": "active", active: "active", "1": "active", "активен": "active", "активный": "active",
  pending: "pending", "4": "pending", "ожидает": "pending",
};

/** A system role by id (1-11) or by its name in any language. */
export const roleOf = (value: string, names: Record<number, Record<string, string>>): number | null => {
  const v = norm(value);
  if (v === "") return 9;
  if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 11) return Number(v);
  for (const [id, n] of Object.entries(names)) if (Object.values(n).some((x) => norm(x) === v)) return Number(id);
  return null;
};
