import type { Question } from "../formBuilder/index.js";

/** A file an upload answer names, as the answer keeps it. */
interface FileRef {
  readonly file_id?: unknown;
  readonly name?: unknown;
}

const labelOf = (items: ReadonlyArray<{ id: string; value: string }>, id: unknown) => items.find((i) => i.id === id)?.value ?? String(id);

/**
 * An answer as a person reads it in an export (downloadFormData, a user's forms tab): options by their labels, files
 * by name, a period as "from – to", people by their id (`personName` names them when given). Unknown shapes are
 * written as JSON rather than lost.
 */
export const answerText = (q: Question, value: unknown, personName: (id: number) => string | undefined = () => undefined): string => {
  if (value === undefined || value === null) return "";
  switch (q.field) {
    case 1:
    case 2:
      return String(value);
    case 3:
    case 4:
    case 5:
    case 11:
      return (Array.isArray(value) ? value : [value]).map((id) => labelOf(q.items, id)).join("; ");
    case 6:
      return Array.isArray(value) ? (value as FileRef[]).map((f) => (typeof f?.name === "string" ? f.name : `#${String(f?.file_id)}`)).join("; ") : "";
    case 7:
      return String(value);
    case 8:
      return typeof value === "object" && "from" in (value as object)
        ? `${(value as { from: string }).from} – ${(value as { to: string }).to}`
        : String(value);
    case 9:
    case 10:
      return typeof value === "number" ? (personName(value) ?? `#${value}`) : "";
    case 12:
      return typeof value === "object"
        ? Object.entries(value as Record<string, unknown>).map(([id, a]) => `${q.items.find((i) => i.id === id)?.value ?? id} → ${String(a)}`).join("; ")
        : "";
    default:
      return JSON.stringify(value);
  }
};
