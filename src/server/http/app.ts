import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { NodeHttpServer, NodeServices } from "@effect/platform-node";
import { ByteSize, Effect, Layer, Result } from "effect";
import { HttpIncomingMessage, HttpMiddleware, HttpRouter, HttpServerResponse } from "effect/http";
import { IpNetwork } from "effect/net";
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api";
import { Api } from "../../../services/contract/api.js";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { areaLayers } from "../areas/manifests.js";
import { KeysLive } from "../auth/layer.js";
import { requestIdAndDefects } from "../areas/logs/defects.js";
import { listenContent, portOf } from "./contentServer.js";
import { type ContentSite, ContentSiteService, contentSite } from "./contentSite.js";
import { createHeldServer } from "./heldServer.js";
import { jsonShapeGuard } from "./jsonLimits.js";
import { SchemaErrorsLive } from "./schemaErrors.js";
import { securityHeadersOf } from "./securityHeaders.js";
import { spaLayer } from "./spa.js";
import { AppClock, AppConfig, Database, type ServerClock, systemClock } from "./services.js";

/** JSON bodies over 1 MB are refused with 413 before they are read. Uploads set their own limit. */
const MAX_JSON_BODY = ByteSize.mebibytes(1);

const apiNotFound = HttpRouter.add("*", "/api/*", () =>
  Effect.succeed(HttpServerResponse.jsonUnsafe({ _tag: "NotFound", message: "errors.notFound" }, { status: 404 })),
);

/** The built app, when it has been built (API tests run without it). */
const staticApp = (appDir: string, config: Config, site: ContentSite) =>
  existsSync(`${appDir}/index.html`) ? spaLayer(appDir, storageOrigins(config), site.frameSources()) : Layer.empty;

/** Origins the browser fetches presigned object-storage URLs from (none with files on disk). */
const storageOrigins = (config: Config): string[] => {
  if (!config.s3) return [];
  if (config.s3.endpoint) return URL.canParse(config.s3.endpoint) ? [new URL(config.s3.endpoint).origin] : [];
  return ["https://*.amazonaws.com"];
};

/** Every route of the process: the API (with its OpenAPI document and docs page) and the static app. */
export const appRoutes = (db: Db, config: Config, appDir: string, clock: ServerClock, site: ContentSite) => {
  // The services handlers use: built once, provided to the layers and to every request.
  const services = KeysLive.pipe(
    Layer.provideMerge(Layer.mergeAll(
      Layer.succeed(Database, db), Layer.succeed(AppConfig, config), Layer.succeed(AppClock, clock), Layer.succeed(ContentSiteService, site),
    )),
  );
  return Layer.mergeAll(
    HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
      Layer.provide(areaLayers),
      Layer.provide(SchemaErrorsLive),
      HttpRouter.provideRequest(services),
    ),
    HttpApiScalar.layer(Api, { path: "/api/docs" }),
    apiNotFound,
    staticApp(appDir, config, site),
  ).pipe(Layer.provide(services));
};

/**
 * With TRUSTED_PROXIES, the caller's address, host and scheme come from those proxies' X-Forwarded-* headers (Effect's
 * `xForwardedHeaders`: read from the right, skipping the trusted); without, the headers are ignored. A network that
 * does not parse stops the start with its name.
 */
const behindProxies = (config: Config) => {
  if (!config.trustedProxies.length) return <A>(app: A) => app;
  const networks = config.trustedProxies.map((cidr) => {
    const parsed = IpNetwork.fromString(cidr);
    if (Result.isFailure(parsed)) throw new Error(`TRUSTED_PROXIES: "${cidr}" is not a network (for example 10.0.0.0/8 or 192.0.2.7/32)`);
    return parsed.success;
  });
  return HttpMiddleware.xForwardedHeaders({ trustedProxies: networks });
};

/**
 * The SCORM content server on its port, in front of the app's Node server (`main()`, made by then): it hands the
 * app's handler the few content requests it takes (contentServer.ts). `bound` learns its port.
 */
const contentListener = (main: () => Server, config: Config, bound: (port: number) => void) =>
  Layer.effectDiscard(Effect.acquireRelease(
    Effect.promise(() => listenContent(main(), config.scormContentPort, config.host)).pipe(Effect.tap((s) => Effect.sync(() => bound(portOf(s))))),
    (s) => Effect.promise(() => new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    })),
  ));

/** The HTTP server layer on the configured host and port, with the SCORM content server beside it. Tests pass a clock they can move. */
export const serverLayer = (db: Db, config: Config, appDir: string, clock: ServerClock = systemClock) => {
  let main: Server | undefined;
  let contentPort = config.scormContentPort;
  const site = contentSite(config, () => contentPort, appDir);
  return HttpRouter.serve(appRoutes(db, config, appDir, clock, site), {
    // A SCORM package-session token (a path parameter) names the app origin that launched it: past the router's
    // default of 100 characters for one parameter. Every parameter is still checked by its endpoint's schema.
    routerConfig: { maxParamLength: 512 },
    disableLogger: true,
    disableListenLog: true,
    middleware: (app) =>
      behindProxies(config)(
        requestIdAndDefects(db, clock, securityHeadersOf)(Effect.provideService(jsonShapeGuard(app), HttpIncomingMessage.MaxBodySize, MAX_JSON_BODY)),
      ),
  }).pipe(
    Layer.provideMerge(contentListener(() => main as Server, config, (port) => { contentPort = port; })),
    Layer.provideMerge(NodeHttpServer.layer(() => (main = createHeldServer()), { port: config.port, host: config.host })),
    Layer.provide(NodeServices.layer),
  );
};
