import { HttpApi } from "effect/http-api";
import { describe, expect, it } from "vitest";
import { Api } from "../../services/contract/api.js";
import { limitsFor } from "../../src/server/http/arrayLimits.js";

/** Paths of the arrays under a schema AST that declare no maximum length (files of multipart bodies aside). */
const unbounded = (ast: any, path: string, out: string[], depth = 0) => {
  if (!ast || depth > 24) return;
  switch (ast._tag) {
    case "Arrays": {
      const max = (ast.checks ?? []).some((c: any) => typeof c?.annotations?.arbitraryConstraint?.maxLength === "number");
      if (!max) out.push(path);
      for (const e of [...(ast.rest ?? []), ...(ast.elements ?? [])]) unbounded(e, `${path}[]`, out, depth + 1);
      return;
    }
    case "Objects":
      for (const p of ast.propertySignatures ?? []) unbounded(p.type, `${path}.${String(p.name)}`, out, depth + 1);
      for (const i of ast.indexSignatures ?? []) unbounded(i.type, `${path}.*`, out, depth + 1);
      return;
    case "Union":
      for (const t of ast.types ?? []) unbounded(t, path, out, depth + 1);
      return;
  }
};

describe("the contract's arrays", () => {
  it("every array a request carries (JSON payload or query) declares a maximum length", () => {
    const missing: string[] = [];
    HttpApi.reflect(Api, {
      onGroup: () => {},
      onEndpoint: ({ endpoint }) => {
        for (const [, p] of endpoint.payload) {
          if (p.encoding._tag !== "Json") continue;
          for (const schema of p.schemas) unbounded((schema as any).ast, `${endpoint.method} ${endpoint.path} payload`, missing);
        }
        if (endpoint.query) unbounded((endpoint.query as any).ast, `${endpoint.method} ${endpoint.path} query`, missing);
      },
    });
    expect(missing).toEqual([]);
  });

  it("the server knows each endpoint's array limits before decoding (path parameters matched)", () => {
    expect(limitsFor("POST", "/api/filter")?.props?.get("filter_params")?.max).toBe(50);
    expect(limitsFor("PUT", "/api/development/developmentPlans/12/settings/prohibition?x=1")?.props?.get("user_ids")?.max).toBe(10_000);
    expect(limitsFor("GET", "/api/filter")).toBeNull();
  });
});
