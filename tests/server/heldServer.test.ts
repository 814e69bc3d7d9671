import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createHeldServer } from "../../src/server/http/heldServer.js";

describe("the server during start-up", () => {
  it("answers a request that arrived before the app was attached, once it is", async () => {
    const server = createHeldServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const early = fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await new Promise((r) => setTimeout(r, 200)); // the app is still being built
    server.on("request", (req, res) => res.end(`ok ${req.url}`));
    const late = await fetch(`http://127.0.0.1:${port}/later`, { signal: AbortSignal.timeout(5_000) });
    try {
      expect(await (await early).text()).toBe("ok /api/health");
      expect(await late.text()).toBe("ok /later");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
