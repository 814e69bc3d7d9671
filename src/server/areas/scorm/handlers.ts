import { Effect, Layer } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { CommitResult } from "../../../../services/contract/scorm.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { HttpServerRequest } from "effect/http";
import { ServerKeys } from "../../auth/keys.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { ContentSiteService } from "../../http/contentSite.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { runDb } from "../../http/run.js";
import { forbiddenBy } from "../../events/errors.js";
import { requirePlayable } from "./access.js";
import { commit, launch } from "./commands.js";
import { liveGrant, serveContent, serveFrame } from "./content.js";
import { CONTENT_TTL_SECONDS, signGrant } from "./contentToken.js";
import { playerPath } from "./paths.js";
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
    .handle("package", ({ query }) => learnerDb(async (db, u) => {
      const p = await packageById(db, u.clientId, query.id);
      await requirePlayable(db, u, p.id);
      return packageView(p);
    }))
    .handle("launch", ({ payload }) =>
      Effect.gen(function* () {
        const keys = yield* ServerKeys;
        const clock = yield* AppClock;
        const site = yield* ContentSiteService;
        const appOrigin = appOriginOf(yield* HttpServerRequest.HttpServerRequest, (yield* AppConfig).secureCookies);
        const contentOrigin = site.originFor(appOrigin);
        return yield* learnerDb((db, u) => launch(db, u, payload.scorm_package_id, (attemptId) => {
          const token = signGrant(keys.jwtSecret, {
            clientId: u.clientId, packageId: payload.scorm_package_id, attemptId, userId: u.userId, sessionId: u.sessionId,
            expires: Math.floor(clock.now().getTime() / 1000) + CONTENT_TTL_SECONDS, appOrigin,
          });
          return { frame_url: `${contentOrigin}/frame/${token}`, content_origin: contentOrigin, content_base: `${contentOrigin}/c/${token}/` };
        }));
      }))
    .handle("commit", ({ payload }) => learnerDb((db, u) => commit(db, u, payload)))
    .handle("status", ({ query }) => learnerDb((db, u) => attemptStatus(db, u.clientId, u.userId, query.id))),
);

/**
 * The app origin a launch came from (what may frame its player): the request's Origin when it names this host (a
 * browser's POST always sends one), else this host with the deployment's scheme.
 */
const appOriginOf = (request: HttpServerRequest.HttpServerRequest, https: boolean) => {
  const host = request.headers.host ?? "localhost";
  const origin = request.headers.origin;
  if (origin && URL.canParse(origin) && new URL(origin).host === host) return new URL(origin).origin;
  return `${https ? "https" : "http"}://${host}`;
};

const ScormContentHandlers = HttpApiBuilder.group(Api, "scormContent", (h) =>
  h
    .handle("frame", ({ params }) => serveFrame(params.token))
    .handle("content", ({ params }) => serveContent(params.token, params["*"]))
    .handle("contentCommit", ({ params, payload }) =>
      Effect.flatMap(liveGrant(params.token), ({ grant, user }) =>
        runDb<E, typeof CommitResult.Type>((db) => {
          // The token opens one attempt: a commit naming another is refused as someone else's would be.
          if (payload.attempt_id !== grant.attemptId) throw forbiddenBy("scorm.attempt.notYours", `token of attempt ${grant.attemptId}`);
          return commit(db, user, payload);
        }))));

export const ScormLive = Layer.mergeAll(ScormHandlers, ScormContentHandlers);
