// Routes load through loaders (issue 12, point 5): every file route that renders a page reads its data in a
// `loader` with the feature's factories, unless it is listed here with the reason it has none. Loaders stay light:
// they import factories (queries.ts) and small pure modules, never a page component, so code splitting holds.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const routesDir = join(root, "src/routes");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : []));

/** Pages with no server data of their own, by file under src/routes. */
const NO_DATA: Record<string, string> = {
  "{-$locale}/_login/403.tsx": "a static page",
  "{-$locale}/_login/forgotPassword.tsx": "a form that sends the e-mail; it reads nothing (the login layout loads the branding)",
  "{-$locale}/_app/settings/ui-gallery.tsx": "the design system's static samples",
  "{-$locale}/_app/settings/index.tsx": "the catalogue hub: cards from the session, which the app layout's guard loads",
};

const routes = filesUnder(routesDir).map((f) => ({ file: relative(routesDir, f), text: readFileSync(f, "utf8") }));
// Layouts (route.tsx, __root.tsx) render no page: the app layout's guard loads the session in its beforeLoad.
const isLayout = (file: string) => /(^|\/)(route|__root)\.tsx$/.test(file);
const rendersPage = (text: string) => /^\s{2}component:/m.test(text);
const hasLoader = (text: string) => /^\s{2}loader:/m.test(text);

describe("route loaders", () => {
  it("reads the route files", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(hasLoader("  loader: ({ context }) => x,\n  component: A,")).toBe(true);
    expect(hasLoader("  component: A,")).toBe(false);
  });

  it("gives every page with data a loader", () => {
    const missing = routes.filter((r) => !isLayout(r.file) && rendersPage(r.text) && !hasLoader(r.text) && !(r.file in NO_DATA)).map((r) => r.file);
    expect(missing).toEqual([]);
  });

  it("lists as data-free only pages that exist and have no loader", () => {
    for (const file of Object.keys(NO_DATA)) {
      const route = routes.find((r) => r.file === file);
      expect(route, file).toBeDefined();
      expect(hasLoader(route?.text ?? ""), file).toBe(false);
    }
  });

  it("loads with the features' factories, through the app's loader helpers", () => {
    const wrong = routes
      .filter((r) => hasLoader(r.text))
      .filter((r) => !/from "[./]*app\/loaders"/.test(r.text) || !/from "[./]*features\/[\w/]+\/queries"/.test(r.text))
      .map((r) => r.file);
    expect(wrong).toEqual([]);
  });
});
