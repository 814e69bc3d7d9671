import { readFileSync } from "node:fs";
import { Effect, Layer } from "effect";
import { Headers, HttpRouter, HttpServerRequest, HttpServerRespondable, HttpServerResponse, HttpStaticServer } from "effect/http";
import { appCsp, htmlHeaders, inlineScriptHashes } from "./securityHeaders.js";

/**
 * The built app: hashed assets cached for a year, every other extensionless GET answered with index.html.
 *
 * Effect's static server only falls back to index.html when the request's Accept names text/html. Links opened
 * by tools (curl, monitors, link checkers send `*\/*` or nothing) would then get 404 for a page that exists, so
 * such a request is treated as a page load. Paths with an extension keep their 404 when the file is missing.
 *
 * Pages carry the app's Content-Security-Policy, whose script hashes come from the built index.html (read once).
 * `extraOrigins`: object storage, whose presigned URLs the app fetches; `frameOrigins`: the SCORM content origin.
 */
export const spaLayer = (appDir: string, extraOrigins: readonly string[] = [], frameOrigins: readonly string[] = []) => {
  const headers = htmlHeaders(appCsp(inlineScriptHashes(readFileSync(`${appDir}/index.html`, "utf8")), extraOrigins, frameOrigins));
  return Layer.mergeAll(
    HttpStaticServer.layer({ root: `${appDir}/assets`, prefix: "/assets", cacheControl: "public, max-age=31536000, immutable" }),
    Layer.effectDiscard(
      Effect.gen(function* () {
        const router = yield* HttpRouter.HttpRouter;
        const serve = (yield* HttpStaticServer.make({ root: appDir, spa: true, cacheControl: "no-cache" })).pipe(
          Effect.catch(HttpServerRespondable.toResponse),
          Effect.map(HttpServerResponse.setHeaders(headers)),
        );
        yield* router.add(
          "GET",
          "/*",
          Effect.updateService(serve, HttpServerRequest.HttpServerRequest, (request) =>
            (request.headers.accept ?? "").toLowerCase().includes("text/html")
              ? request
              : request.modify({ headers: Headers.set(request.headers, "accept", "text/html") }),
          ),
        );
      }),
    ),
  );
};
