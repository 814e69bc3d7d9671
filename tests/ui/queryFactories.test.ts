// Server state is declared once per feature (issue 12, point 5): query keys and fetchers live in a `queries.ts` of
// queryOptions factories, and components, hooks and loaders use those factories. An inline `queryKey: [` or
// `queryFn:` anywhere else in the browser code fails here, naming the file and line.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".css.ts") ? [join(dir, e.name)] : [],
  );

const isFactoryFile = (file: string) => /(^|\/)queries\.ts$/.test(file);

/** The lines of a source text that define a query inline: a literal key or a fetcher outside a factory file. */
const inlineQueryLines = (text: string): number[] =>
  text.split("\n").flatMap((line, i) => (/\bqueryKey:\s*\[|\bqueryFn:/.test(line) ? [i + 1] : []));

/** Whether a source text reads server state through TanStack Query. */
const readsQueries = (text: string) => /\buse(Suspense)?(Infinite)?Quer(y|ies)\(/.test(text);
/** Whether a source text calls the API itself (an area client), rather than only another feature's factories. */
const callsApi = (text: string) => /\bareaClient\(|\bcall\(\s*"/.test(text);

const browserFiles = [...filesUnder("src/features"), ...filesUnder("src/app")];

describe("query factories", () => {
  it("spots an inline key or fetcher", () => {
    expect(inlineQueryLines('const a = 1;\nconst q = useQuery({ queryKey: ["users", id], queryFn: () => get(id) });')).toEqual([2]);
    expect(inlineQueryLines("const q = useQuery({\n  queryFn: ({ signal }) => get(id, signal),\n});")).toEqual([2]);
    expect(inlineQueryLines("const q = useQuery(userQuery(id));\nqueryClient.invalidateQueries({ queryKey: usersKeys.all });")).toEqual([]);
  });

  it("finds the browser's source files", () => {
    expect(browserFiles.some((f) => f.endsWith("users/UserPage.tsx"))).toBe(true);
    expect(browserFiles.some(isFactoryFile)).toBe(true);
  });

  it("keeps every query key and fetcher in a queries.ts", () => {
    const offenders = browserFiles
      .filter((f) => !isFactoryFile(f))
      .flatMap((f) => inlineQueryLines(readFileSync(join(root, f), "utf8")).map((line) => `${relative(root, join(root, f))}:${line}`));
    expect(offenders).toEqual([]);
  });

  // A feature that only reads another's factories (profile reads the session of auth/queries.ts) needs none.
  it("gives every feature that reads its own server state a queries.ts", () => {
    const areas = readdirSync(join(root, "src/features"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const missing = areas.filter((area) => {
      const files = filesUnder(join("src/features", area));
      const texts = files.map((f) => readFileSync(join(root, f), "utf8"));
      return texts.some(readsQueries) && texts.some(callsApi) && !files.some(isFactoryFile);
    });
    expect(missing).toEqual([]);
  });
});
