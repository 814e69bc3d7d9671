import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * A Node HTTP server that holds requests arriving before the app is attached.
 *
 * Effect's Node server listens while its layer is built and attaches the request handler only once the whole app
 * (routes, keys, services) is built. A request in that window found no listener, and Node then leaves it open
 * forever: a health probe during start-up hung instead of waiting a moment. Such requests are now kept and handed
 * to the handler as soon as it is attached.
 */
export const createHeldServer = (): Server => {
  const server = createServer();
  // An idle keep-alive connection stays open 65 s (Node's default is 5 s): longer than the idle timeout of the
  // proxies that usually stand in front (60 s), so a proxy never sends a request down a connection the server is
  // closing at that moment, which the client sees as a reset (a 502 behind a proxy). The test harness hit the same
  // race: a request after a 5 s pause (a rebuild under load) went out on a socket the server closed: "fetch failed,
  // ECONNRESET". `headersTimeout` must stay above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const early: [IncomingMessage, ServerResponse][] = [];
  const hold = (req: IncomingMessage, res: ServerResponse) => early.push([req, res]);
  server.on("request", hold);
  const onListener = (event: string | symbol) => {
    if (event !== "request") return;
    server.off("newListener", onListener);
    // `newListener` fires before the handler is added: replay once it is in place.
    setImmediate(() => {
      server.off("request", hold);
      for (const [req, res] of early.splice(0)) server.emit("request", req, res);
    });
  };
  server.on("newListener", onListener);
  return server;
};
