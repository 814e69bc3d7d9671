// The HTTP floor of an endpoint: its SQL behind a bare `node:http` server, in the bench's own process, driven by
// autocannon like the endpoint. The target "endpoint ≤ 1.3× its raw SQL" counts every cost of answering over HTTP
// against the server; on this 2-core machine a socket write is costly (a CPU profile of the plan read on 2026-11-29:
// the driver's and the answer's writev took about 30 % of the server's thread) and autocannon shares the cores.
// The floor is what no server can go below: HTTP parsing and writing, the same statements, the same answer bytes,
// no routing, no authentication, no schemas. Its SQL/floor ratio says how much of an endpoint's ratio is HTTP itself.
import { createServer } from "node:http";

/** A bare server answering every request with `body` after `op` (the endpoint's statements through the driver). */
export const floorServer = async (op: () => Promise<unknown>, body: string) => {
  const bytes = Buffer.from(body);
  const server = createServer((_req, res) => {
    // the request's body (a POST's) is not read: the answer does not need it, and Node discards it
    op().then(
      () => {
        res.writeHead(200, { "content-type": "application/json", "content-length": bytes.length });
        res.end(bytes);
      },
      () => {
        res.writeHead(500).end();
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
