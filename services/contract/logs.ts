import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Invalid } from "./errors.js";
import { Int32 } from "./ids.js";

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));

/** Browser error reports. Public (errors happen before sign-in too); the server takes user and client from the token if one is sent. */
export class LogsGroup extends HttpApiGroup.make("logs")
  .add(
    HttpApiEndpoint.post("logError", "/logError", {
      payload: Schema.Struct({
        message: Text(2000),
        error: Schema.optional(Text(4000)),
        stackTrace: Schema.optional(Text(20000)),
        userId: Schema.optional(Schema.NullOr(Schema.Int)),
        clientId: Schema.optional(Schema.NullOr(Schema.Int)),
        route: Schema.optional(Text(2000)),
        params: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
      }),
      success: Schema.Struct({ id: Schema.Int }),
      error: [Invalid, Conflict],
    }),
  )
  .add(
    HttpApiEndpoint.post("manageErrorLogs", "/manageErrorLogs", {
      payload: Schema.Struct({
        client_id: Schema.optional(Schema.NullOr(Schema.Int)),
        user_id: Schema.optional(Schema.NullOr(Schema.Int)),
        message: Text(2000),
        level: Schema.Literals(["error", "warning", "info"]),
        is_web: Schema.Boolean,
        log_id: Schema.optional(Int32),
      }),
      success: HttpApiSchema.NoContent,
      error: [Invalid, Conflict],
    }),
  ) {}
