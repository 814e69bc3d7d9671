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

/** What a replay shows in place of a field that only the sensitive-data right may read. */
export const HIDDEN = "[sensitive]";

/**
 * A deep copy of replayed data with the named fields, at any depth, replaced by HIDDEN: a person's answers or a
 * secret that an area declared for its stream (the manifest's `sensitive`), for a viewer without the right.
 */
export const hideFields = (value: unknown, fields: ReadonlySet<string>): unknown => {
  if (fields.size === 0) return value;
  if (Array.isArray(value)) return value.map((v) => hideFields(v, fields));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fields.has(k) ? HIDDEN : hideFields(v, fields)]),
    );
  }
  return value;
};
