import { Effect } from "effect";
import { SchemaIssue } from "effect";
import { HttpApiMiddleware } from "effect/http-api";
import { Invalid, Messages } from "../../../services/contract/errors.js";
import { SchemaErrors } from "../../../services/contract/security.js";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();
/** At most this many field errors are answered: the first ones tell the caller what is wrong. */
export const MAX_FIELD_ERRORS = 20;

/** Every decode failure answers 400 `Invalid` naming the fields (the first 20), instead of an empty 400. */
export const SchemaErrorsLive = HttpApiMiddleware.layerSchemaErrorTransform(SchemaErrors, (error) => {
  const issues = (() => {
    try {
      return formatter((error.cause as any).issue).issues ?? [];
    } catch {
      return [];
    }
  })();
  const fields = issues.slice(0, MAX_FIELD_ERRORS).map((i: any) => ({
    path: [error.kind.toLowerCase(), ...(i.path ?? []).map((p: any) => String(typeof p === "object" ? p.key : p))].join("."),
    message: String(i.message),
  }));
  return Effect.fail(new Invalid({ message: Messages.invalid, fields, detail: `${error.kind} did not decode` }));
});
