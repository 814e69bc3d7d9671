import { Effect } from "effect";
import { SchemaIssue } from "effect";
import { HttpApiMiddleware } from "effect/http-api";
import { Invalid, Messages } from "../../../services/contract/errors.js";
import { SchemaErrors } from "../../../services/contract/security.js";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** Every decode failure answers 400 `Invalid` naming the fields, instead of an empty 400. */
export const SchemaErrorsLive = HttpApiMiddleware.layerSchemaErrorTransform(SchemaErrors, (error) => {
  const issues = (() => {
    try {
      return formatter((error.cause as any).issue).issues ?? [];
    } catch {
      return [];
    }
  })();
  const fields = issues.map((i: any) => ({
    path: [error.kind.toLowerCase(), ...(i.path ?? []).map((p: any) => String(typeof p === "object" ? p.key : p))].join("."),
    message: String(i.message),
  }));
  return Effect.fail(new Invalid({ message: Messages.invalid, fields, detail: `${error.kind} did not decode` }));
});
