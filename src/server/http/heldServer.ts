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
