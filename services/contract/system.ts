import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literals(["pglite", "postgres"]),
  version: Schema.String,
});

/** Liveness and the app's version, public. */
export class SystemGroup extends HttpApiGroup.make("system").add(
  HttpApiEndpoint.get("health", "/health", { success: Health }),
) {}
