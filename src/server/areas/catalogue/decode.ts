import { Result, Schema, SchemaIssue } from "effect";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

export type Decoded<A> = { readonly ok: A } | { readonly fields: { path: string; message: string }[] };

/** Decodes a body against a schema, refusing unknown keys; failures name every field, like the API's own 400s. */
export const decodeStrict = <S extends Schema.Top>(schema: S, input: unknown, prefix = "payload"): Decoded<S["Type"]> => {
  const r = Schema.decodeUnknownResult(schema as any, { errors: "all", onExcessProperty: "error" })(input);
  if (Result.isSuccess(r)) return { ok: r.success as S["Type"] };
  let issues: readonly any[] = [];
  try {
    issues = formatter((r.failure as any).issue).issues ?? [];
  } catch {}
  const fields = issues.map((i: any) => ({
    path: [prefix, ...(i.path ?? []).map((p: any) => String(typeof p === "object" ? p.key : p))].join("."),
    message: String(i.message),
  }));
  return { fields: fields.length ? fields : [{ path: prefix, message: "invalid" }] };
};
