import { Effect } from "effect";
import { allows } from "../../../../services/contract/permissions.js";
import { Forbidden, Invalid, Messages, NotFound, TooLarge } from "../../../../services/contract/errors.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { withDb } from "../../http/run.js";
import { loadSubjects, type Subjects } from "./rights.js";

/** A refusal thrown from inside database work and answered with its catalogue error. */
export class Refused extends Error {
  constructor(readonly status: 400 | 403 | 404 | 413, readonly detail: string, readonly path = "payload") {
    super(detail);
  }
}

export const notFound = (detail = "library.notFound") => new Refused(404, detail);
export const forbidden = (detail: string) => new Refused(403, detail);
export const invalid = (path: string, detail: string) => new Refused(400, detail, path);

const toError = (e: Refused) =>
  e.status === 404
    ? new NotFound({ message: Messages.notFound, detail: e.detail })
    : e.status === 403
      ? new Forbidden({ message: Messages.forbidden, detail: e.detail })
      : e.status === 413
        ? new TooLarge({ message: Messages.tooLarge, detail: e.detail })
        : new Invalid({ message: Messages.invalid, fields: [{ path: e.path, message: e.detail }] });

/**
 * Library work for the signed-in user (who needs the library section): loads who they are for access entries,
 * runs `work`, and answers a `Refused` with its 400/403/404/413. Anything else is handled like withDb.
 * `anyUser`: work any signed-in user may start (avatars); `work` itself then checks the section for the rest.
 */
export const libraryDb = <A>(work: (db: Db, s: Subjects) => Promise<A>, { anyUser = false } = {}) =>
  Effect.gen(function* () {
    const user = anyUser ? yield* Effect.service(CurrentUser) : yield* requirePermission("library");
    const out = yield* withDb(async (db) => {
      try {
        return { ok: true as const, value: await work(db, await loadSubjects(db, user)) };
      } catch (e) {
        if (e instanceof Refused) return { ok: false as const, error: e };
        throw e;
      }
    });
    return out.ok ? out.value : yield* Effect.fail(toError(out.error));
  });

/** Outside avatars, the library section is needed (for work started with `anyUser`). */
export const needLibrary = (s: Subjects) => {
  if (!allows(s.user.permissions, "library")) throw forbidden("library");
};
