import { Effect } from "effect";
import { Conflict, Messages } from "../../../services/contract/errors.js";
import type { Db } from "../db/types.js";
import { VersionConflict } from "../events/store.js";
import { Database } from "./services.js";

/**
 * Runs database work inside a handler. Known domain failures become typed API errors; anything else is an
 * infrastructure failure and dies (logged with the request, answered 500).
 */
export const withDb = <A>(work: (db: Db) => Promise<A>) =>
  Effect.flatMap(Database.asEffect(), (db) =>
    Effect.tryPromise({ try: () => work(db), catch: (e) => e }).pipe(
      Effect.catch((e) =>
        e instanceof VersionConflict
          ? Effect.fail(new Conflict({ message: Messages.conflict, detail: e.message }))
          : Effect.die(e),
      ),
    ),
  );
