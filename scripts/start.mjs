// `npm start`: builds what is missing, then serves the API and the app from one process.
import { buildAppIfMissing, run } from "./lib.mjs";
import { requireSupportedNode } from "./nodeRuntime.mjs";

requireSupportedNode();
const code = await buildAppIfMissing();
if (code !== 0) process.exit(code);
process.exit(await run(process.execPath, ["--import", "tsx", "src/server/main.ts"]));
