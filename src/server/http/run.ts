import { Effect } from "effect";
import { Conflict, Messages } from "../../../services/contract/errors.js";
import type { Db } from "../db/types.js";
import { UniqueTaken } from "../events/command.js";
import { VersionConflict } from "../events/store.js";
import { Database } from "./services.js";

/**
 * Runs database work inside a handler. A lost version race becomes 409 Conflict; anything else is an
 * infrastructure failure and dies (logged with the request, answered 500).
 */
export const withDb = <A>(work: (db: Db) => Promise<A>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* Effect.tryPromise({ try: () => work(db), catch: (e) => e }).pipe(
      Effect.catch((e) =>
        e instanceof VersionConflict
          ? Effect.fail(new Conflict({ message: Messages.conflict, detail: e.message }))
          : e instanceof UniqueTaken
            ? Effect.fail(new Conflict({ message: Messages.conflict, detail: e.message }))
            : Effect.die(e),
      ),
    );
  });

/** Read-only database work: never a typed failure; a rejected query is an infrastructure failure and dies. */
export const queryDb = <A>(work: (db: Db) => Promise<A>) =>
  Effect.flatMap(Effect.service(Database), (db) => Effect.promise(() => work(db)));
