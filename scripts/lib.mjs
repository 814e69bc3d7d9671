// Helpers shared by the npm scripts: run a command, and build the app when its output is missing.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** Runs a command with inherited output; resolves with its exit code. */
export const run = (cmd, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Builds the browser app unless dist/app already holds a build. */
export const buildAppIfMissing = async () => {
  if (existsSync("dist/app/index.html")) return 0;
  console.log("Building the app (first start)…");
  return run("npx", ["vite", "build", "--logLevel", "warn"]);
};
