import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { toMermaid } from "../../machines/graph/mermaid";
import { generatePaths, pathCoverage } from "../../machines/graph/paths";
import { registry } from "../../machines/index";
import { formatPath } from "./paths/format";
import { renderReadme } from "./paths/readme";

/**
 * QA paths of the machines.
 *   npm run paths                     list the machines
 *   npm run paths -- <name>           shortest and simple paths as numbered steps
 *   npm run paths -- <name> --mermaid the state diagram
 *   npm run paths -- --coverage       states and transitions the tests' paths cover, per machine
 *   npm run paths -- --readme         regenerate machines/README.md
 */
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const name = args.find((a) => !a.startsWith("--"));

function entryOf(machineName: string) {
  const entry = registry[machineName];
  if (!entry) {
    console.error(`Unknown machine '${machineName}'. Known: ${Object.keys(registry).join(", ")}`);
    process.exit(1);
  }
  return entry;
}

if (flags.has("--coverage")) {
  for (const [n, e] of Object.entries(registry)) {
    const c = pathCoverage(e.machine, e.model);
    console.log(`${n} states ${c.states.covered}/${c.states.total} transitions ${c.transitions.covered}/${c.transitions.total}`);
  }
} else if (flags.has("--readme")) {
  const file = fileURLToPath(new URL("../../machines/README.md", import.meta.url));
  writeFileSync(file, renderReadme(registry));
  console.log(`wrote ${file}`);
} else if (name && flags.has("--mermaid")) {
  console.log(toMermaid(entryOf(name).machine));
} else if (name) {
  const entry = entryOf(name);
  const paths = generatePaths(entry.machine, entry.model);
  console.log(`${name}: ${entry.description}\n`);
  console.log(`Shortest paths (one per distinct state): ${paths.shortest.length}\n`);
  for (const [i, p] of paths.shortest.entries()) console.log(`${formatPath(p, `Path S${i + 1}`)}\n`);
  if (paths.simple.length) {
    console.log(`Simple paths (every loop-free path): ${paths.simple.length}\n`);
    for (const [i, p] of paths.simple.entries()) console.log(`${formatPath(p, `Path P${i + 1}`)}\n`);
  }
  if (paths.covering.length) {
    console.log(`Covering paths (a transition the others miss): ${paths.covering.length}\n`);
    for (const [i, p] of paths.covering.entries()) console.log(`${formatPath(p, `Path C${i + 1}`)}\n`);
  }
} else {
  console.log("Machines (npm run paths -- <name> [--mermaid] | --coverage | --readme):");
  for (const [n, e] of Object.entries(registry)) console.log(`  ${n.padEnd(20)} ${e.description.split(". ")[0]}.`);
}
