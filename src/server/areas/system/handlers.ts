import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { Database } from "../../http/services.js";

export const APP_VERSION = process.env.npm_package_version ?? "0.1.0";

/** Health: answers only when the database does. */
export const SystemLive = HttpApiBuilder.group(Api, "system", (h) =>
  h.handle("health", () =>
    Effect.gen(function* () {
      const db = yield* Database;
      yield* Effect.promise(() => db.query("select 1"));
      return { status: "ok" as const, database: db.kind, version: APP_VERSION };
    }),
  ),
);
