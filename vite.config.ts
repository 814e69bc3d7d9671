import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  ],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest lets scripts/bundle-budget.mjs measure what each first screen loads (the first-load budget).
  build: { outDir: "dist/app", sourcemap: true, chunkSizeWarningLimit: 800, manifest: true },
});
