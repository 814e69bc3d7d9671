// The Node Stride runs on (package.json `engines.node`), and what to tell someone whose Node is another: the npm
// scripts check it before they start anything, and `npm install` says it once (scripts/postinstall.mjs).
import { readFileSync } from "node:fs";
import semver from "semver";

const engines = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;

/** "Node 24 (package.json engines: ^24.11.0)": the line Stride supports, for messages. */
export const supportedNode = `Node ${semver.minVersion(engines).major} (package.json engines: ${engines})`;

/** Whether Stride runs on Node `version` ("v24.22.3"). */
export const runsOn = (version) => semver.satisfies(version, engines);

/** Stops a script started on a Node that Stride does not run on, with the one thing to do instead. */
export const requireSupportedNode = () => {
  if (runsOn(process.version)) return;
  console.error(
    `Stride runs on ${supportedNode}, not ${process.version}. Use the npm scripts (npm start, npm test, npm run …, ` +
      "npx …): they run on the Node that npm install put in node_modules/.bin.",
  );
  process.exit(1);
};
