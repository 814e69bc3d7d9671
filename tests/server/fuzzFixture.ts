import fc from "fast-check";
import { expect } from "vitest";
import type { TestServer } from "./harness.js";

/**
 * Random request input for the "no input produces a 500" tests: `nasty` picks one of the given values that broke
 * naive servers, `value` any JSON or binary text, `key` a known field name or random text, `payload` a JSON body.
 */
export const fuzzInputs = (keys: readonly string[], nastyValues: readonly unknown[]) => {
  const nasty = fc.constantFrom<unknown>(...nastyValues);
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nasty, fc.string({ unit: "binary", maxLength: 12 }));
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));
  const payload = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(key, value, { maxKeys: 8 }));
  return { nasty, value, key, payload };
};

/** A valid request: method, path and body. */
export type Template = readonly [method: string, path: string, body: Record<string, unknown>];

/** Sends valid payloads with one field replaced by `value` (400 runs) and expects no 500. */
export const assertOneFieldReplaced = (s: TestServer, token: string, templates: readonly Template[], value: fc.Arbitrary<unknown>) =>
  fc.assert(
    fc.asyncProperty(fc.constantFrom(...templates), fc.nat(), value, async ([method, path, template], pick, replacement) => {
      const keys = Object.keys(template);
      const body = { ...template, [keys[pick % keys.length]]: replacement };
      const r = await s.request(path, { method, token, body });
      expect(r.status, `${method} ${path} ${JSON.stringify(body)} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
    }),
    { numRuns: 400 },
  );
