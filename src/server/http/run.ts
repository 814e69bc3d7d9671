import { Effect } from "effect";
import { type ApiError, Conflict, Forbidden, Invalid, Messages, NotFound, TooLarge } from "../../../services/contract/errors.js";
import type { Db } from "../db/types.js";
import { UniqueTaken } from "../events/command.js";
import { DomainError } from "../events/errors.js";
import { VersionConflict } from "../events/store.js";
import { Database } from "./services.js";

const CONTRACT_ERRORS = [Conflict, Forbidden, Invalid, NotFound, TooLarge] as const;

/**
 * The one bridge from domain failures to the contract's tagged errors, for every area: a DomainError becomes its
 * 400/403/404/409/413 with its catalogue message; a stale version the user saw becomes 409 `errors.staleVersion`
 * with the current version and who changed it; a lost version race or a taken unique key becomes 409; a
 * contract error thrown as is (areas that build them) passes through. Anything else is not a refusal: undefined.
 */
export const toApiError = (e: unknown): ApiError | undefined => {
  if (e instanceof DomainError) {
    const common = { message: e.messageId, ...(e.detail ? { detail: e.detail } : {}) };
    switch (e.kind) {
      case "forbidden":
        return new Forbidden(common);
      case "notFound":
        return new NotFound(common);
      case "invalid":
        return new Invalid({ ...common, fields: [...e.fields] });
      case "tooLarge":
        return new TooLarge(common);
      default:
        return new Conflict(common);
    }
  }
  if (e instanceof VersionConflict && e.latest) {
    const { version, by, at } = e.latest;
    return new Conflict({ message: Messages.staleVersion, detail: e.message, current_version: version, changed_by: by, changed_at: at });
  }
  if (e instanceof VersionConflict || e instanceof UniqueTaken) return new Conflict({ message: Messages.conflict, detail: e.message });
  return CONTRACT_ERRORS.some((c) => e instanceof c) ? (e as ApiError) : undefined;
};

/**
 * Runs database work inside a handler. Refusals thrown by the work are answered through `toApiError`; `E` names
 * the refusals the endpoint declares (the work throws no others). Anything else is an infrastructure failure and
 * dies (logged with the request, answered 500).
 */
export const runDb = <E extends ApiError, A>(work: (db: Db) => Promise<A>): Effect.Effect<A, E, Database> =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* Effect.tryPromise({ try: () => work(db), catch: (e) => e }).pipe(
      Effect.catch((e) => {
        const refusal = toApiError(e);
        return refusal ? Effect.fail(refusal as E) : Effect.die(e);
      }),
    );
  });

/** Database work whose only refusal is a lost race (409). */
export const withDb = <A>(work: (db: Db) => Promise<A>) => runDb<Conflict, A>(work);

/** Read-only database work: never a typed failure; a rejected query is an infrastructure failure and dies. */
export const queryDb = <A>(work: (db: Db) => Promise<A>) =>
  Effect.flatMap(Effect.service(Database), (db) => Effect.promise(() => work(db)));
