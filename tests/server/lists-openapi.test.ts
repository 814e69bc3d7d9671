import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe("OpenAPI", () => {
  it("documents the lists, users, catalogue and forms calls", async () => {
    const r = await s.request("/api/openapi.json");
    expect(r.status).toBe(200);
    for (const p of ["/api/virginSearch", "/api/filter", "/api/users/{id}", "/api/customImportUsers", "/api/smartForm", "/api/{resource}/{id}", "/api/exportTable"]) {
      expect(Object.keys(r.body.paths), p).toContain(p);
    }
  });
});
