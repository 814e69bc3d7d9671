import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The SCORM content server: a second listener that answers only a package's player frame, its files, its commits and
 * the built app's assets (the frame's script), each handed to the app's handler under its API path. Nothing else is
 * reachable here: no app page, no other API. Its public paths stay outside `/api`, so the browser sends it none of
 * the app's cookies even on the app's host (the refresh cookie's path is /api; cookies ignore ports), and any Cookie
 * or Authorization header is dropped before the app's handler sees the request.
 */
const ROUTES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^\/frame\/([^/?#]+)(\?.*)?$/, "GET", "/api/scorm/frame/$1$2"],
  [/^\/c\/([^/?#]+)\/(.*)$/, "GET", "/api/scorm/content/$1/$2"],
  [/^\/commit\/([^/?#]+)$/, "POST", "/api/scorm/contentCommit/$1"],
  [/^(\/assets\/[^?#]+)(\?.*)?$/, "GET", "$1"],
];

/** The app path a content-server request is answered by, or null (404). HEAD is answered as its GET. */
export const contentRoute = (method: string, url: string): string | null => {
  for (const [pattern, m, to] of ROUTES) {
    if ((method === m || (m === "GET" && method === "HEAD")) && pattern.test(url)) return url.replace(pattern, to);
  }
  return null;
};

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'" });
  res.end("Not found");
};

/** Starts the content server in front of the app's Node server; resolves with it once it listens. */
export const listenContent = (app: Server, port: number, host: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const to = contentRoute(req.method ?? "GET", req.url ?? "/");
      if (!to) return notFound(res);
      req.url = to;
      delete req.headers.cookie;
      delete req.headers.authorization;
      app.emit("request", req, res);
    });
    server.keepAliveTimeout = app.keepAliveTimeout;
    server.headersTimeout = app.headersTimeout;
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });

export const portOf = (server: Server) => (server.address() as AddressInfo).port;
