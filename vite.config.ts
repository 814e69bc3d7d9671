import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, routesDirectory: "src/routes", generatedRouteTree: "src/routeTree.gen.ts" }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest lets scripts/bundle-budget.mjs measure what each first screen loads (the first-load budget).
  build: { outDir: "dist/app", sourcemap: true, chunkSizeWarningLimit: 800, manifest: true },
});
