// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload, proxied /api.
import { run } from "./lib.mjs";
import { requireSupportedNode } from "./nodeRuntime.mjs";

requireSupportedNode();
const server = run("npx", ["tsx", "watch", "src/server/main.ts"]);
const app = run("npx", ["vite", "--port", process.env.VITE_PORT ?? "5173"]);
process.exit(await Promise.race([server, app]));
