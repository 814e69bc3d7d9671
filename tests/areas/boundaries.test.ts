// Areas use each other only through an area's public index.ts: what an area keeps inside its folder can change
// without another area noticing. This scans every import (static, dynamic, re-export, type-only) under
// src/server/areas and fails on one that reaches into another area's folder past its index.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const AREAS = path.resolve("src/server/areas");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith(".ts") ? [full] : [];
  });

/** The specifiers of every import, re-export and dynamic import in a module's text. */
const specifiersOf = (text: string) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]);

/** The area a file belongs to (null for the shared files beside the area folders, such as manifests.ts). */
const areaOf = (file: string) => {
  const rel = path.relative(AREAS, file).split(path.sep);
  return rel.length > 1 ? rel[0] : null;
};

/** Imports in `file` that reach into another area's folder other than through its index.ts. */
const crossings = (file: string, text: string) =>
  specifiersOf(text).flatMap((spec) => {
    if (!spec.startsWith(".")) return [];
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(AREAS + path.sep)) return [];
    const targetArea = areaOf(target);
    if (targetArea === null || targetArea === areaOf(file)) return [];
    const inside = path.relative(path.join(AREAS, targetArea), target);
    return inside === "index.js" || inside === "index.ts" ? [] : [`${path.relative(AREAS, file)} → ${spec}`];
  });

describe("area boundaries", () => {
  it("no area imports another area's files except its index.ts", () => {
    const found = filesUnder(AREAS).flatMap((f) => crossings(f, readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });

  it("the scan sees static, type-only, re-exported and dynamic imports", () => {
    const file = path.join(AREAS, "forms", "x.ts");
    const text = [
      'import { a } from "../users/run.js";',
      'import type { B } from "../lists/engine.js";',
      'export { c } from "../clients/queries.js";',
      'const d = await import("../library/items.js");',
      'import "../logs/projection.js";',
      'import { ok } from "../users/index.js";',
      'import { own } from "./render.js";',
      'import { shared } from "../manifest.js";',
    ].join("\n");
    expect(crossings(file, text)).toEqual([
      "forms/x.ts → ../users/run.js",
      "forms/x.ts → ../lists/engine.js",
      "forms/x.ts → ../clients/queries.js",
      "forms/x.ts → ../library/items.js",
      "forms/x.ts → ../logs/projection.js",
    ]);
  });

  it("a shared file beside the areas (manifests.ts) also goes through index.ts", () => {
    expect(crossings(path.join(AREAS, "manifests.ts"), 'import { x } from "./users/handlers.js";')).toEqual(["manifests.ts → ./users/handlers.js"]);
    expect(crossings(path.join(AREAS, "manifests.ts"), 'import { manifest } from "./users/index.js";')).toEqual([]);
  });
});
