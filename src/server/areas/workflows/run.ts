import { Effect } from "effect";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { forbiddenBy, invalidField, notFoundError } from "../../events/errors.js";
import { runDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { inRequestLanguage } from "../lists/index.js";
import { loadSubjects } from "../library/index.js";
import type { Subjects } from "../library/index.js";

/** Who acts: the library's subjects (user, system role, groups), `admin` being `tracks.edit` here. */
export type Who = Subjects & { readonly canExport: boolean; readonly now: Date };

/** The actor of the events a command appends. */
export const metaOf = (who: Who) => ({ actor: who.user.userId, roleId: who.user.roleId });

export const notFound = (detail = "workflows.errors.notFound") => notFoundError(detail, "workflows.errors.notFound");
export const forbidden = (reason: string) => forbiddenBy(reason);
export const invalid = (path: string, reason: string) => invalidField(path, reason);

/**
 * Work of the tracks section for the signed-in user (who needs its tab access): who they are for access entries,
 * in the page's language; refusals thrown by `work` become 400/403/404/409 (http/run.ts).
 */
export const tracksDb = <A>(work: (db: Db, who: Who) => Promise<A>) =>
  Effect.gen(function* () {
    const user = yield* inRequestLanguage(yield* requirePermission("tracks"));
    const now = (yield* Effect.service(AppClock)).now();
    return yield* runDb<NotFound | Forbidden | Invalid | Conflict, A>(async (db) => {
      const s = await loadSubjects(db, user);
      return work(db, { ...s, admin: allows(user.permissions, "tracks", "edit"), canExport: allows(user.permissions, "tracks", "export"), now });
    });
  });
