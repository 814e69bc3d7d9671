import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// With its extension: Vite's coming native config loader resolves no extensionless import, and warned so on
// every build (twice: vanilla-extract loads this config again).
import { thirdParties } from "./scripts/thirdParties.ts";

// Each lazy import carries the list of chunks to preload with it (`__vite__mapDeps`): by default the imported
// chunk's whole static closure, repeated at every import site. With 140 lazy routes those lists were 7.5 KiB of the
// entry's 93 KiB gzip (2026-11-28) and grew with every route, which put the login page over its budget. A list now
// holds the imported chunk and its direct imports, less what the importer already has (its own static imports are
// loaded before it runs); deeper imports load as the browser reads those. The entry's own lazy imports (the routes'
// chunks, about 170) carry no list at all: even trimmed, the lists were 4.4 KiB of the login page's gzip and grew
// by a line a route. A route's chunk is fetched on intent (a hover or focus of its link, src/app/router.tsx), so
// the one round trip its direct imports now wait for is mostly spent before the click. The page's own
// <link rel=modulepreload> tags (hostType html) keep the full list: the first screen must not wait on a waterfall.
const staticClosure = new Map<string, ReadonlySet<string>>();
const directImports = new Map<string, ReadonlySet<string>>();
const entryChunks = new Set<string>();
const staticImports: Plugin = {
  name: "stride:static-imports",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      staticClosure.clear();
      directImports.clear();
      entryChunks.clear();
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === "chunk") {
          directImports.set(file, new Set(chunk.imports));
          if (chunk.isEntry) entryChunks.add(file);
        }
      const closure = (file: string): ReadonlySet<string> => {
        const known = staticClosure.get(file);
        if (known) return known;
        const seen = new Set<string>();
        staticClosure.set(file, seen);
        const chunk = bundle[file];
        if (chunk?.type === "chunk")
          for (const i of chunk.imports) {
            seen.add(i);
            for (const j of closure(i)) seen.add(j);
          }
        return seen;
      };
      for (const file of Object.keys(bundle)) closure(file);
    },
  },
};

// /thirdParties reads the shipped open-source packages from `third-parties.json`, made from node_modules by every
// build (and answered from memory by the dev server): never hand-written, never out of date.
const THIRD_PARTIES = "third-parties.json";
const thirdPartiesAsset: Plugin = {
  name: "stride:third-parties",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: THIRD_PARTIES, source: JSON.stringify(thirdParties(import.meta.dirname)) });
  },
  configureServer(server) {
    server.middlewares.use(`/${THIRD_PARTIES}`, (_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(thirdParties(import.meta.dirname)));
    });
  },
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its component in one chunk: loaders import their area's queries.ts, and through
      // it the Effect client, which the entry (the login page's first load) must not carry. One chunk per route keeps
      // it one fetch before the loader runs (the first-load budget, docs/architecture.md).
      codeSplittingOptions: { defaultBehavior: [["loader", "component"], ["pendingComponent", "errorComponent", "notFoundComponent"]] },
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    vanillaExtractPlugin(),
    staticImports,
    thirdPartiesAsset,
  ],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest lets scripts/bundle-budget.mjs measure what each first screen loads (the first-load budget).
  build: {
    outDir: "dist/app",
    // The SCORM player's frame is a page of its own, served only on the content origin (src/server/areas/scorm).
    rollupOptions: { input: { main: "index.html", scormFrame: "scorm-frame.html" } },
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === "html"
          ? deps
          : entryChunks.has(hostId)
            ? []
            : deps.filter((d) => (d === file || directImports.get(file)?.has(d)) && !staticClosure.get(hostId)?.has(d)),
    },
  },
});
