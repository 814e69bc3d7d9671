import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NodeHttpPlatform, NodeServices } from "@effect/platform-node";
import { Layer } from "effect";
import { HttpRouter } from "effect/http";
import { afterAll, describe, expect, it } from "vitest";
import { spaLayer } from "../../src/server/http/spa.js";

const dir = mkdtempSync(join(tmpdir(), "stride-spa-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>Stride</title><script>document.title = 1;</script><script type=\"module\" src=\"/assets/app-1234.js\"></script>");
mkdirSync(join(dir, "assets"));
writeFileSync(join(dir, "assets", "app-1234.js"), "console.log(1)");
const app = HttpRouter.toWebHandler(spaLayer(dir).pipe(Layer.provide(NodeHttpPlatform.layer), Layer.provide(NodeServices.layer)), {
  disableLogger: true,
});
afterAll(() => app.dispose());

const get = async (path: string, accept?: string) => {
  const r = await app.handler(new Request(`http://localhost${path}`, { headers: accept ? { accept } : {} }));
  return { status: r.status, body: await r.text(), cache: r.headers.get("cache-control"), headers: r.headers };
};

describe("the built app", () => {
  it("answers every page route with index.html, whatever the Accept header says", async () => {
    for (const accept of [undefined, "*/*", "text/html,application/xhtml+xml"]) {
      for (const path of ["/", "/en", "/fr/dashboard", "/library/12"]) {
        const r = await get(path, accept);
        expect(r.status, `${path} ${accept}`).toBe(200);
        expect(r.body).toContain("<title>Stride</title>");
      }
    }
  });

  it("serves hashed assets for a year and refuses missing files", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.body).toBe("console.log(1)");
    expect(asset.cache).toContain("immutable");
    expect((await get("/assets/missing.js")).status).toBe(404);
    expect((await get("/missing.js", "*/*")).status).toBe(404);
  });
});

describe("the app's HTML answers", () => {
  it("carry a Content-Security-Policy allowing only this origin's scripts and the inline script's hash, and same-origin frames", async () => {
    const page = await get("/en/learning");
    const csp = page.headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update("document.title = 1;").digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
