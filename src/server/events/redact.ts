/** Field names that must never be printed: password hashes, token hashes, secrets. */
const SENSITIVE = /(password|hash|secret|token|private)/i;

/** A deep copy of event data (or anything JSON-like) with sensitive fields replaced, for replay and printing. */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SENSITIVE.test(k) ? "[redacted]" : redact(v)]),
    );
  }
  return value;
};
