// Nothing may point to an area that does not exist (issue 14, point 1): every page named by the area manifest,
// every role-editor row, every notification type and seeded notification, every menu entry and every literal link
// in the app must be a route of the generated route tree.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LiveFeatures, LiveNotificationTypes, LiveSections, isLiveSection } from "../../services/contract/areas";
import { MATRIX_SECTIONS } from "../../src/features/roles/sections";
import { DEMO_NOTIFICATIONS } from "../../src/server/seed/demo";

const root = join(import.meta.dirname, "../..");
const norm = (path: string) => path.replace(/^\/\{-\$locale\}/, "").replace(/\/$/, "") || "/";
/** The full paths of the generated route tree, without the locale segment and trailing slash. */
const routes = new Set(
  [...readFileSync(join(root, "src/routeTree.gen.ts"), "utf8").matchAll(/fullPath: '([^']*)'/g)].map((m) => norm(m[1])),
);
const exists = (path: string) => routes.has(norm(path));

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("area manifest", () => {
  it("reads the route tree", () => {
    expect(routes.has("/dashboard")).toBe(true);
    expect(exists("/calendar")).toBe(true);
    expect(exists("/analytics")).toBe(false);
  });

  it("names only pages that exist for its sections, features and notification types", () => {
    const named = [...Object.values(LiveSections), ...Object.values(LiveFeatures), ...Object.values(LiveNotificationTypes)];
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it("offers role-editor rows only for live sections", () => {
    expect(MATRIX_SECTIONS.filter((s) => !isLiveSection(s))).toEqual([]);
    for (const gone of ["analytics"]) expect(MATRIX_SECTIONS).not.toContain(gone);
    expect(MATRIX_SECTIONS).toContain("calendar");
    expect(MATRIX_SECTIONS).toContain("codes");
  });

  it("seeds notifications only of live types, each linking to a page that exists", () => {
    for (const n of DEMO_NOTIFICATIONS) {
      expect(LiveNotificationTypes[n.type_id], `type ${n.type_id}`).toBeDefined();
      expect(exists(n.link), n.link).toBe(true);
    }
  });

  it("puts in the menu only routes of live sections", () => {
    const dead = filesUnder("src/routes")
      .map((f) => [f, readFileSync(join(root, f), "utf8")] as const)
      .filter(([, text]) => /\bmenu:/.test(text))
      .flatMap(([f, text]) => [...text.matchAll(/section: "([a-z_]+)"/g)].filter((m) => !isLiveSection(m[1])).map((m) => `${f}: ${m[1]}`));
    expect(dead).toEqual([]);
  });

  it("links, in the app's code, only to routes that exist", () => {
    const missing = ["src/features", "src/app", "ui"].flatMap(filesUnder).flatMap((f) =>
      [...readFileSync(join(root, f), "utf8").matchAll(/["'`](\/\{-\$locale\}[^"'`$]*)["'`]/g)].map((m) => m[1]).filter((p) => !exists(p)).map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
