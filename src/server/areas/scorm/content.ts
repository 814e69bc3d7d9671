import { NodeStream } from "@effect/platform-node";
import { Effect } from "effect";
import { HttpServerRequest, HttpServerResponse } from "effect/http";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { ServerKeys } from "../../auth/keys.js";
import { effectivePermissions } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { ContentSiteService } from "../../http/contentSite.js";
import { AppClock, AppConfig, Database } from "../../http/services.js";
import { storageOf } from "../library/index.js";
import { type ContentGrant, readGrant } from "./contentToken.js";
import { packageFile } from "./queries.js";

/**
 * The content origin's answers (src/server/areas/scorm/README.md, "Isolation"): the player frame, the package's files
 * and the frame's commits. Each is refused (404, as for anything unknown) on the app's host, for a forged or expired
 * token, and once the grant's session or attempt no longer holds.
 */

/**
 * A package's pages: their own scripts and inline code (SCORM content is full of both), nothing from elsewhere,
 * requests only to the content origin (which answers nothing but content and commits), framed only by the player
 * (the frame there and the app that launched it), no plugins. The same on an SVG opened on its own.
 */
const packageCsp = (g: ContentGrant) =>
  `default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; connect-src 'self'; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self' ${g.appOrigin}`;

/** The player frame: its own script only, framed only by the app origin that launched the attempt. */
const frameCsp = (g: ContentGrant) =>
  `default-src 'none'; script-src 'self'; connect-src 'self'; frame-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${g.appOrigin}`;

/** What every content answer carries: nothing cached past the grant (a logout must not leave a package readable). */
const contentHeaders = (csp: string) => ({ "content-security-policy": csp, "x-content-type-options": "nosniff", "cache-control": "private, no-store" });

const USER_OF_GRANT = `
  select u.role_id, u.custom_role_id, u.language, u.is_manager, cr.routes as custom_routes, cr.is_manager_available, cr.user_access, u.unit_id
    from sessions s join users u on u.id = s.user_id join clients cl on cl.id = u.client_id
    left join custom_roles cr on cr.id = u.custom_role_id
    join scorm_attempts a on a.id = $2 and a.client_id = u.client_id and a.user_id = u.id and a.package_id = $3::uuid
   where s.id = $1 and s.user_id = $4 and u.client_id = $5 and s.ended_at is null and s.expires_at > $6
     and u.status_id = 1 and cl.is_active is not false
     and not exists (select 1 from scorm_attempts n where n.client_id = a.client_id and n.package_id = a.package_id and n.user_id = a.user_id and n.number > a.number)`;

/**
 * The person a grant acts for while it holds: their session live (not logged out, not expired), they and their
 * client active, and the attempt still their latest in the package. Null otherwise. One query.
 */
export const grantUser = async (db: Sql, g: ContentGrant, now: Date): Promise<SessionUser | null> => {
  const [row] = await db.query<Record<string, any>>(USER_OF_GRANT, [g.sessionId, g.attemptId, g.packageId, g.userId, g.clientId, now.toISOString()]);
  if (!row) return null;
  return {
    userId: g.userId, clientId: g.clientId, roleId: row.role_id, customRoleId: row.custom_role_id, sessionId: g.sessionId,
    language: row.language, isManager: row.is_manager, permissions: effectivePermissions(row as any),
    access: { ownUnitsOnly: row.user_access === "own_units", unitId: row.unit_id },
  };
};

const notFound = () => new NotFound({ message: Messages.notFound });

/** The grant of a request to the content host with a good token, and the person it acts for; NotFound otherwise. */
export const liveGrant = (token: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const site = yield* ContentSiteService;
    const keys = yield* ServerKeys;
    const clock = yield* AppClock;
    const db = yield* Database;
    const now = clock.now();
    const grant = site.isContentHost(request.headers.host ?? "") ? readGrant(keys.jwtSecret, token, now) : null;
    const user = grant ? yield* Effect.promise(() => grantUser(db, grant, now)) : null;
    if (!grant || !user) return yield* Effect.fail(notFound());
    return { grant, user, db };
  });

const decodePath = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/[?#].*$/, ""));
  } catch {
    return null;
  }
};

/** GET /frame/<token> on the content origin: the player frame (the built `scorm-frame.html`). */
export const serveFrame = (token: string) =>
  Effect.gen(function* () {
    const { grant } = yield* liveGrant(token);
    const html = (yield* ContentSiteService).frameHtml();
    if (!html) return yield* Effect.fail(notFound());
    return HttpServerResponse.text(html, { contentType: "text/html; charset=utf-8", headers: contentHeaders(frameCsp(grant)) });
  });

/** GET /c/<token>/<path> on the content origin: one file of the grant's package with its content type; 404 for anything else. */
export const serveContent = (token: string, rawPath: string) =>
  Effect.gen(function* () {
    const { grant, db } = yield* liveGrant(token);
    const storage = storageOf(yield* AppConfig);
    const path = decodePath(rawPath);
    const found = path === null ? null : yield* Effect.promise(async () => {
      const f = await packageFile(db, grant.clientId, grant.packageId, path);
      return f ? { f, stream: await storage.open(f.key).catch(() => null) } : null;
    });
    if (!found?.stream) return yield* Effect.fail(notFound());
    const stream = found.stream;
    return HttpServerResponse.stream(NodeStream.fromReadable<Uint8Array>({ evaluate: () => stream, chunkSize: 16 }), {
      contentType: found.f.mime,
      headers: { ...contentHeaders(packageCsp(grant)), "content-length": String(found.f.size) },
    });
  });
