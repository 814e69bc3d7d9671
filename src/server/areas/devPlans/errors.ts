import { Effect } from "effect";
import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import { Conflict, Forbidden, Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { Db } from "../../db/types.js";
import { UniqueTaken } from "../../events/command.js";
import { VersionConflict } from "../../events/store.js";
import { Database } from "../../http/services.js";

type Kind = "forbidden" | "notFound" | "invalid" | "conflict";
type Field = { path: string; message: string };

/** A refused command: thrown inside the transaction (which rolls back), answered with the contract's error. */
export class DevPlanError extends Error {
  constructor(
    readonly kind: Kind,
    readonly messageId: string,
    readonly detail?: string,
    readonly fields: readonly Field[] = [],
  ) {
    super(`${kind}: ${messageId}${detail ? ` (${detail})` : ""}`);
  }
}

export const forbidden = (detail: string) => new DevPlanError("forbidden", DevPlanMessages.noRelation, detail);
export const notFound = (detail = "not found") => new DevPlanError("notFound", Messages.notFound, detail);
export const conflict = (messageId: string = DevPlanMessages.notAllowedNow, detail?: string) => new DevPlanError("conflict", messageId, detail);
export const invalid = (path: string, messageId: string, detail?: string) =>
  new DevPlanError("invalid", messageId, detail, [{ path, message: messageId }]);

const toApi = (e: DevPlanError) => {
  const common = { message: e.messageId, ...(e.detail ? { detail: e.detail } : {}) };
  switch (e.kind) {
    case "forbidden":
      return new Forbidden(common);
    case "notFound":
      return new NotFound(common);
    case "invalid":
      return new Invalid({ ...common, fields: [...e.fields] });
    default:
      return new Conflict(common);
  }
};

/**
 * Runs a development-plan command or query. A DevPlanError becomes its 400/403/404/409; a lost version race
 * becomes 409; anything else is an infrastructure failure and dies (500, logged).
 */
export const runDevPlan = <A>(work: (db: Db) => Promise<A>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* Effect.tryPromise({ try: () => work(db), catch: (e) => e }).pipe(
      Effect.catch((e) =>
        e instanceof DevPlanError
          ? Effect.fail(toApi(e))
          : e instanceof VersionConflict || e instanceof UniqueTaken
            ? Effect.fail(new Conflict({ message: Messages.conflict, detail: e.message }))
            : Effect.die(e),
      ),
    );
  });

/** The same for reads, whose only refusals are 403 and 404. */
export const readDevPlan = <A>(work: (db: Db) => Promise<A>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* Effect.tryPromise({ try: () => work(db), catch: (e) => e }).pipe(
      Effect.catch((e): Effect.Effect<never, Forbidden | NotFound> =>
        e instanceof DevPlanError && e.kind === "forbidden"
          ? Effect.fail(new Forbidden({ message: e.messageId, detail: e.detail }))
          : e instanceof DevPlanError && e.kind === "notFound"
            ? Effect.fail(new NotFound({ message: e.messageId, detail: e.detail }))
            : Effect.die(e),
      ),
    );
  });
