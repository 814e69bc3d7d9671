// Runs at the end of `npm install`, on the Node that npm scripts use (node_modules/.bin/node first on PATH). npm
// itself runs on the machine's Node and compares every package's engines with that one; .npmrc keeps those
// warnings quiet, and this says the one thing that matters: which Node Stride runs on, and where it came from.
import { execFileSync } from "node:child_process";
import { runsOn, supportedNode } from "./nodeRuntime.mjs";

const npmNode = process.env.npm_node_execpath;
const machineVersion = npmNode && npmNode !== process.execPath ? execFileSync(npmNode, ["--version"]).toString().trim() : process.version;

if (!runsOn(process.version)) {
  // No Node package for this platform in the lock file (linux x64 and arm64 have one), and the machine's is another.
  console.error(`Stride runs on ${supportedNode}, and this machine's Node is ${process.version}: install that Node (https://nodejs.org/), then npm install again.`);
  process.exit(1);
}
if (!runsOn(machineVersion))
  console.log(
    `Stride runs on ${supportedNode}. This machine's Node is ${machineVersion}, so npm install brought Node ${process.version} ` +
      "into node_modules/.bin: npm start, npm test, npm run and npx use it.",
  );
