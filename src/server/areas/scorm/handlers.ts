import { Effect, Layer } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { ServerKeys } from "../../auth/keys.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { AppClock } from "../../http/services.js";
import { runDb } from "../../http/run.js";
import { commit, launch } from "./commands.js";
import { playerPath } from "./paths.js";
import { contentToken, serveContent } from "./content.js";
import { attemptStatus, packageByFile, packageById, packageView } from "./queries.js";

type E = Forbidden | NotFound | Invalid | Conflict;
/** Learners launch and commit with the learning section; the package's own page in the library needs library editing. */
const learnerDb = <A>(work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(requirePermission("learning"), (u) => runDb<E, A>((db) => work(db, u)));
const editorDb = <A>(work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(requirePermission("library", "edit"), (u) => runDb<E, A>((db) => work(db, u)));


const ScormHandlers = HttpApiBuilder.group(Api, "scorm", (h) =>
  h
    .handle("scormPackageUrl", ({ query }) =>
      editorDb(async (db, u) => {
        const p = await packageByFile(db, u.clientId, query.library_file_id);
        return { url: playerPath(p.id), scorm_package_id: p.id };
      }))
    .handle("package", ({ query }) => learnerDb(async (db, u) => packageView(await packageById(db, u.clientId, query.id))))
    .handle("launch", ({ payload }) =>
      Effect.gen(function* () {
        const keys = yield* ServerKeys;
        const clock = yield* AppClock;
        return yield* learnerDb((db, u) =>
          launch(db, u, payload.scorm_package_id, `/api/scorm/content/${contentToken(keys.jwtSecret, u.clientId, payload.scorm_package_id, u.userId, clock.now())}/`));
      }))
    .handle("commit", ({ payload }) => learnerDb((db, u) => commit(db, u, payload)))
    .handle("status", ({ query }) => learnerDb((db, u) => attemptStatus(db, u.clientId, u.userId, query.id))),
);

const ScormContentHandlers = HttpApiBuilder.group(Api, "scormContent", (h) =>
  h.handle("content", ({ params }) => serveContent(params.token, params["*"])));

export const ScormLive = Layer.mergeAll(ScormHandlers, ScormContentHandlers);
