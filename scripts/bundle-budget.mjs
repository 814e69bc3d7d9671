// The first-load budget (issue 21): the JS a browser must fetch before a first screen shows, gzip, from the
// build's manifest (dist/app/.vite/manifest.json, `build.manifest` in vite.config.ts). A screen's JS is the entry
// with everything it imports statically, plus each of its routes' split chunks (TanStack's `?tsr-split=…`) with
// theirs. Dynamic imports (the language's messages, dialogs opened later, other pages) are not counted: they load
// after the first screen, or not at all. `npm test` runs this after the build and fails over a budget, listing
// the screen's biggest chunks so the one that grew is named.
//   node scripts/bundle-budget.mjs [appDir]     (appDir defaults to dist/app)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KiB = 1024;
/** The budgets, gzip. Raise one only with a reason in docs/architecture.md ("First-load budget"). */
export const budgets = [
  {
    screen: "login page",
    limit: 200 * KiB,
    routes: ["src/routes/{-$locale}/_login/route.tsx", "src/routes/{-$locale}/_login/index.tsx"],
  },
  {
    screen: "dashboard after login",
    limit: 250 * KiB,
    routes: ["src/routes/{-$locale}/_app/route.tsx", "src/routes/{-$locale}/_app/dashboard.tsx"],
  },
];

/** Manifest keys of the chunks a screen loads first: the entry and its routes' split chunks, with static imports. */
export const firstLoadChunks = (manifest, routes) => {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("the manifest has no entry");
  const roots = [entry];
  for (const route of routes) {
    const split = Object.keys(manifest).filter((k) => k === route || k.startsWith(`${route}?`));
    if (!split.length) throw new Error(`no chunk in the manifest for ${route}: was the route renamed?`);
    roots.push(...split);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
};

/** Each first-load chunk of every budgeted screen with its gzip size, and the screens' totals. */
export const measure = (appDir = "dist/app") => {
  const manifestFile = path.join(appDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first (vite build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(appDir, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  return budgets.map(({ screen, limit, routes }) => {
    const chunks = firstLoadChunks(manifest, routes)
      .map((key) => ({ key, file: manifest[key].file, gzip: sizeOf(manifest[key].file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { screen, limit, total: chunks.reduce((s, c) => s + c.gzip, 0), chunks };
  });
};

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measure(process.argv[2]);
  let over = 0;
  for (const { screen, limit, total, chunks } of results) {
    const ok = total <= limit;
    if (!ok) over += 1;
    console.log(`${ok ? "ok  " : "OVER"} ${screen}: ${kib(total)} of JS gzip (budget ${kib(limit)}), ${chunks.length} chunks`);
    // The biggest chunks name what grew; over budget, all of them.
    for (const c of ok ? chunks.slice(0, 5) : chunks) console.log(`       ${kib(c.gzip).padStart(10)}  ${c.file}  (${c.key})`);
  }
  process.exit(over ? 1 : 0);
}
