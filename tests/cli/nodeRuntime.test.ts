// The Node Stride runs on: the engines check `npm test` starts with (scripts/engines.mjs), the message `npm install`
// ends with (scripts/postinstall.mjs), and the refusal of the npm scripts on another Node (scripts/nodeRuntime.mjs).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = process.cwd();
const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node as string;
const scratch = mkdtempSync(path.join(tmpdir(), "stride-node-runtime-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a script of scripts/ with this test's Node, in `cwd`; its exit code and what it printed. */
const script = (name: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; node?: string } = {}) => {
  const r = spawnSync(options.node ?? process.execPath, [path.join(root, "scripts", name), ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    encoding: "utf8",
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};

/** A project folder with `engines` and packages at node_modules paths ("a", "@s/b", "a/node_modules/c"). */
const project = (name: string, own: string | undefined, packages: Record<string, string | undefined>) => {
  const dir = path.join(scratch, name);
  const write = (folder: string, pkg: object) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "package.json"), JSON.stringify(pkg));
  };
  write(dir, { name, ...(own ? { engines: { node: own } } : {}) });
  for (const [where, want] of Object.entries(packages))
    write(path.join(dir, "node_modules", where), {
      name: where.split("/node_modules/").at(-1),
      version: "1.0.0",
      ...(want ? { engines: { node: want } } : {}),
    });
  return dir;
};

describe("the engines check npm test starts with", () => {
  it("passes for the installed packages on the Node the tests run on, which is the Node the lock file brings", () => {
    const r = script("engines.mjs", []);
    expect(r.out).toContain(`Node ${process.version} meets the engines of Stride and of its`);
    expect(r.code).toBe(0);
    // npm puts node_modules/.bin first on PATH, so vitest runs on the packaged Node where the platform has one.
    const packaged = path.join(root, "node_modules", ".bin", "node");
    if (existsSync(packaged)) expect(execFileSync(packaged, ["--version"]).toString().trim()).toBe(process.version);
  });

  it("fails naming each package, nested and scoped ones too, that refuses the Node it runs on", () => {
    const dir = project("refused", "^24.11.0", {
      fits: ">=22.19.0",
      "fits/node_modules/deep": ">=26",
      "@scope/pkg": ">=25",
      none: undefined,
    });
    const r = script("engines.mjs", ["24.22.3"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain("On Node 24.22.3:");
    expect(r.out).toContain("- deep@1.0.0 wants node >=26");
    expect(r.out).toContain("- @scope/pkg@1.0.0 wants node >=25");
    expect(r.out).not.toContain("fits@");
    expect(r.out).not.toContain("none@");
  });

  it("fails when the project admits a Node that a package refuses, though the running one fits", () => {
    // 25 is not an LTS line, and nanoid (as installed here) leaves it out.
    const dir = project("too-wide", ">=24", { gappy: "^22 || ^24 || >=26", fits: ">=22" });
    const r = script("engines.mjs", ["24.22.3"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`Stride's engines.node ">=24" admits Node versions that gappy@1.0.0 refuses (it wants ^22 || ^24 || >=26)`);
    expect(r.out).not.toContain("fits@");
  });

  it("fails when the project's own engines do not admit the Node, or it declares none", () => {
    expect(script("engines.mjs", ["v20.20.2"]).out).toContain(`Stride's engines.node "${engines}" does not admit v20.20.2`);
    const r = script("engines.mjs", ["24.22.3"], { cwd: project("undeclared", undefined, {}) });
    expect(r.code).toBe(1);
    expect(r.out).toContain("package.json declares no valid engines.node");
  });
});

describe("the message npm install ends with", () => {
  /** A stand-in for the Node npm itself ran on: it answers `--version` only. */
  const npmNode = (version: string) => {
    const file = path.join(scratch, `node-${version}`);
    writeFileSync(file, `#!/bin/sh\necho ${version}\n`);
    chmodSync(file, 0o755);
    return file;
  };

  it("names the Node Stride runs on, the machine's and the one the install brought, when npm ran on another", () => {
    const r = script("postinstall.mjs", [], { env: { npm_node_execpath: npmNode("v20.20.2") } });
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toEqual([
      `Stride runs on Node 24 (package.json engines: ${engines}). This machine's Node is v20.20.2, so npm install brought ` +
        `Node ${process.version} into node_modules/.bin: npm start, npm test, npm run and npx use it.`,
    ]);
  });

  it("says nothing when npm already ran on a Node Stride runs on", () => {
    expect(script("postinstall.mjs", [], { env: { npm_node_execpath: process.execPath } })).toEqual({ code: 0, out: "" });
    expect(script("postinstall.mjs", [], { env: { npm_node_execpath: npmNode("v24.11.0") } })).toEqual({ code: 0, out: "" });
  });
});

// The refusal needs a Node of another line than Stride's: this machine's own (Debian's Node 20) when it has one.
const line = `v${engines.replace(/^\^/, "").split(".")[0]}.`;
const otherNode = ["/usr/bin/node", "/usr/local/bin/node"].find((n) => existsSync(n) && !execFileSync(n, ["--version"]).toString().startsWith(line));
describe.skipIf(!otherNode)("the npm scripts on another Node", () => {
  it("npm start and npm test stop at once with one message naming the Node to use", () => {
    const version = execFileSync(otherNode!, ["--version"]).toString().trim();
    for (const name of ["start.mjs", "test.mjs", "dev.mjs"]) {
      const r = script(name, [], { node: otherNode });
      expect(r.code).toBe(1);
      expect(r.out.trim()).toBe(
        `Stride runs on Node 24 (package.json engines: ${engines}), not ${version}. Use the npm scripts (npm start, npm test, ` +
          "npm run …, npx …): they run on the Node that npm install put in node_modules/.bin.",
      );
    }
  });

  it("npm install on that Node without a packaged one fails with the Node to install", () => {
    const r = script("postinstall.mjs", [], { node: otherNode, env: { npm_node_execpath: otherNode } });
    expect(r.code).toBe(1);
    expect(r.out.trim()).toMatch(/^Stride runs on Node 24 \(package\.json engines: .*\), and this machine's Node is v\d+\.\d+\.\d+: install that Node \(https:\/\/nodejs\.org\/\), then npm install again\.$/);
  });
});
