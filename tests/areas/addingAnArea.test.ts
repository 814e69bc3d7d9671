// docs/adding-an-area.md promises that a new area edits at most seven existing files: this keeps the list honest
// (each place it names exists) and short. tests/server/areaManifests.test.ts checks that the manifests list, the
// first of those places, is complete.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const doc = readFileSync("docs/adding-an-area.md", "utf8");
const section = doc.split("## Shared places to touch")[1]?.split(/\n## /)[0] ?? "";
const places = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]);

describe("adding an area", () => {
  it("names at most seven shared places", () => {
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(7);
  });

  it("names places that exist", () => {
    for (const place of places) expect(existsSync(place), place).toBe(true);
  });

  it("puts the manifests list first, and that list is where the server reads the areas", () => {
    expect(places[0]).toBe("src/server/areas/manifests.ts");
    expect(readFileSync(places[0], "utf8")).toContain("export const areaManifests");
  });
});
