// The first-load budget (issue 21): the JS a browser must fetch before a first screen shows, gzip, from the
// build's manifest (dist/app/.vite/manifest.json, `build.manifest` in vite.config.ts). A screen's JS is the entry
// with everything it imports statically, plus each of its routes' split chunks (TanStack's `?tsr-split=…`) with
// theirs. Dynamic imports (the language's messages, dialogs opened later, other pages) are not counted: they load
// after the first screen, or not at all. `npm test` runs this after the build and fails over a budget, listing
// the screen's biggest chunks so the one that grew is named.
// Over a budget it also names the chunks that grew since the sizes recorded in scripts/bundle-budget.json (by the
// chunk's name or source, without the hash): record them again with --record when a change is meant.
//   node scripts/bundle-budget.mjs [--record] [appDir]     (appDir defaults to dist/app)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
    // Issue 21: 250 KiB. The toolbar's menus and the phone-width drawer load after the first screen
    // (ui/components/LazyMenuTrigger.tsx), and the first screen's reads go over plain fetch
    // (services/client/firstScreen.ts), so Effect's client is not part of it.
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

/** A chunk's name without its content hash: its source for entries and route chunks, else rollup's name. */
const chunkName = (chunk, key) => chunk.src ?? chunk.name ?? key.replace(/-[\w-]{8}\.js$/, "");

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
  return budgets.map(({ screen, limit, target, routes }) => {
    const chunks = firstLoadChunks(manifest, routes)
      .map((key) => ({ key, name: chunkName(manifest[key], key), file: manifest[key].file, gzip: sizeOf(manifest[key].file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { screen, limit, target, total: chunks.reduce((s, c) => s + c.gzip, 0), chunks };
  });
};

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const recordFile = new URL("./bundle-budget.json", import.meta.url);

/** The chunks of a screen that are new or bigger than recorded, biggest growth first. */
const grown = (screen, chunks) => {
  const recorded = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, "utf8"))[screen] ?? {}) : {};
  return chunks
    .map((c) => ({ ...c, growth: c.gzip - (recorded[c.name] ?? 0), isNew: !(c.name in recorded) }))
    .filter((c) => c.growth > 256)
    .sort((a, b) => b.growth - a.growth);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const results = measure(args.find((a) => !a.startsWith("--")));
  if (args.includes("--record")) {
    const record = Object.fromEntries(results.map((r) => [r.screen, Object.fromEntries(r.chunks.map((c) => [c.name, c.gzip]))]));
    writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`recorded the chunk sizes in ${recordFile.pathname}`);
  }
  let over = 0;
  for (const { screen, limit, target, total, chunks } of results) {
    const ok = total <= limit;
    if (!ok) over += 1;
    const aim = target && total > target ? `; target ${kib(target)} not reached` : "";
    console.log(`${ok ? "ok  " : "OVER"} ${screen}: ${kib(total)} of JS gzip (budget ${kib(limit)}${aim}), ${chunks.length} chunks`);
    for (const c of chunks.slice(0, 5)) console.log(`       ${kib(c.gzip).padStart(10)}  ${c.name}  (${c.file})`);
    if (ok) continue;
    const growth = grown(screen, chunks);
    console.log(growth.length ? "     grew since scripts/bundle-budget.json:" : "     no chunk grew since scripts/bundle-budget.json: the budget itself is below the recorded sizes");
    for (const c of growth) console.log(`       ${`+${kib(c.growth)}`.padStart(11)}  ${c.name}${c.isNew ? " (new)" : ""}  now ${kib(c.gzip)}`);
  }
  process.exit(over ? 1 : 0);
}
