// The open-source packages the product ships: the production dependencies of package.json and everything they
// need at run time (dependencies and optional dependencies that are installed), resolved the way Node resolves
// them (the nearest node_modules up from the requiring package), each with its version, licence, home page and
// licence text. Development tools (vite, vitest, playwright...) are not shipped and not listed. The build emits
// the list as `third-parties.json` (vite.config.ts), which /thirdParties reads; `npx tsx scripts/thirdParties.ts`
// prints it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type PackageJson = Record<string, any>;
const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, "utf8"));

/** One shipped package; `text` indexes `texts` (its licence file), null when it has none. */
export interface ThirdParty {
  readonly name: string;
  readonly version: string;
  readonly license: string;
  readonly homepage: string | null;
  readonly text: number | null;
}
export interface ThirdParties {
  readonly packages: readonly ThirdParty[];
  readonly texts: readonly string[];
}

/** The folder of `name` as seen from the package in `from` (Node's lookup: each node_modules up to the root). */
const resolve = (root: string, from: string, name: string): string | null => {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === root || dirname(dir) === dir) return null;
  }
};

/** An SPDX expression from `license`, or the old `licenses` array, or "UNKNOWN". */
const licenceOf = (pkg: PackageJson): string => {
  if (typeof pkg.license === "string") return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l: { type?: string } | string) => (typeof l === "string" ? l : l.type)).join(" OR ");
  return "UNKNOWN";
};

const homeOf = (pkg: PackageJson): string | null => {
  const repo = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  const url: string | null = pkg.homepage ?? repo ?? null;
  if (!url) return null;
  const clean = url.replace(/^git\+/, "").replace(/\.git$/, "").replace(/^git:\/\//, "https://").replace(/^github:/, "https://github.com/");
  return /^https?:\/\//.test(clean) ? clean : /^[\w-]+\/[\w.-]+$/.test(clean) ? `https://github.com/${clean}` : null;
};

const LICENCE_FILE = /^(licen[cs]e|copying)(\.|-|$)/i;
/** The package's own licence file (MIT and BSD ask that their notice travel with the software). */
const licenceText = (dir: string): string | null => {
  const file = readdirSync(dir).find((f) => LICENCE_FILE.test(f));
  return file ? readFileSync(join(dir, file), "utf8").trim() : null;
};

/** Every package in the production closure, sorted by name then version. */
export const thirdParties = (root: string): ThirdParties => {
  const own = readJson(join(root, "package.json"));
  const seen = new Map<string, Omit<ThirdParty, "text"> & { text: string | null }>();
  const queue: [string, string][] = Object.keys(own.dependencies ?? {}).map((name) => [root, name]);
  while (queue.length) {
    const [from, name] = queue.shift() as [string, string];
    const dir = resolve(root, from, name);
    if (!dir || seen.has(dir)) continue;
    const pkg = readJson(join(dir, "package.json"));
    seen.set(dir, {
      name: pkg.name ?? name,
      version: pkg.version ?? "",
      license: licenceOf(pkg),
      homepage: homeOf(pkg),
      text: licenceText(dir),
    });
    for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})]) queue.push([dir, dep]);
  }
  // Many packages carry the same licence text: each text is listed once and packages name it by its index.
  const texts: string[] = [];
  const index = new Map<string, number>();
  const packages = [...seen.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
    .map(({ text, ...p }) => {
      if (text !== null && !index.has(text)) index.set(text, texts.push(text) - 1);
      return { ...p, text: text === null ? null : (index.get(text) ?? null) };
    });
  return { packages, texts };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  process.stdout.write(`${JSON.stringify(thirdParties(root), null, 2)}\n`);
}
