import { Effect } from "effect";
import { allows } from "../../../../services/contract/permissions.js";
import type { Conflict, Forbidden, Invalid, NotFound, TooLarge } from "../../../../services/contract/errors.js";
import { Messages } from "../../../../services/contract/errors.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { DomainError } from "../../events/errors.js";
import { runDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";
import { loadSubjects, type Subjects } from "./rights.js";

const KIND = { 400: "invalid", 403: "forbidden", 404: "notFound", 413: "tooLarge" } as const;
const MESSAGE = { 400: Messages.invalid, 403: Messages.forbidden, 404: Messages.notFound, 413: Messages.tooLarge } as const;

/**
 * A library refusal: the domain error of every area (answered by the one bridge in http/run.ts), made from a status
 * and the library's message id (`detail`; for a 400 the message of the field at `path`).
 */
export class Refused extends DomainError {
  constructor(readonly status: 400 | 403 | 404 | 413, reason: string, readonly path = "payload") {
    super(KIND[status], MESSAGE[status], status === 400 ? undefined : reason, status === 400 ? [{ path, message: reason }] : []);
  }
}

export const notFound = (detail = "library.notFound") => new Refused(404, detail);
export const forbidden = (detail: string) => new Refused(403, detail);
export const invalid = (path: string, detail: string) => new Refused(400, detail, path);

/**
 * Library work for the signed-in user (who needs the library section): loads who they are for access entries,
 * runs `work`; a thrown `Refused` is its 400/403/404/413, a lost race 409 (http/run.ts).
 * `anyUser`: work any signed-in user may start (avatars); `work` itself then checks the section for the rest.
 */
export const libraryDb = <A>(work: (db: Db, s: Subjects) => Promise<A>, { anyUser = false } = {}) =>
  Effect.gen(function* () {
    // In the page's language (content-language): names of people and roles are written in its order and words.
    const user = yield* inRequestLanguage(anyUser ? yield* Effect.service(CurrentUser) : yield* requirePermission("library"));
    return yield* runDb<NotFound | Forbidden | Invalid | TooLarge | Conflict, A>(async (db) => work(db, await loadSubjects(db, user)));
  });

/** Outside avatars, the library section is needed (for work started with `anyUser`). */
export const needLibrary = (s: Subjects) => {
  if (!allows(s.user.permissions, "library")) throw forbidden("library");
};
