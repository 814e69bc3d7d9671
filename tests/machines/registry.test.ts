import { readFileSync } from "node:fs";
import { setup } from "xstate";
import { describe, expect, it } from "vitest";
import { allStateNodes, allTransitions, measureCoverage } from "../../machines/graph/coverage";
import { toMermaid } from "../../machines/graph/mermaid";
import { generatePaths } from "../../machines/graph/paths";
import { registry } from "../../machines/index";

// The house rules of machines/ (DESIGN §5), checked on every registered machine.
describe.each(Object.entries(registry))("%s follows the machine rules", (name, entry) => {
  const { machine } = entry;

  it("has the registered name as id and a description", () => {
    expect(machine.id).toBe(name);
    expect(entry.description.length).toBeGreaterThan(20);
  });

  it("names events lower-case and dotted", () => {
    const types = allTransitions(machine)
      .map((t) => t.eventType)
      .filter((type) => type !== "" && !type.startsWith("xstate."));
    for (const type of types) expect(type).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
  });

  if (entry.kind !== "flow") {
    it("gives every state its spec number and uses no timers or invocations", () => {
      for (const node of allStateNodes(machine)) {
        expect(typeof (node.meta as { id?: unknown } | undefined)?.id, node.path.join(".")).toBe("number");
        expect(node.after, node.path.join(".")).toEqual([]);
        expect(node.invoke, node.path.join(".")).toEqual([]);
      }
    });
  }

  it("draws a diagram with every state", () => {
    const diagram = toMermaid(machine);
    for (const node of allStateNodes(machine)) expect(diagram).toContain(` as ${node.path.join("__")}`);
  });

  it("is a file under 300 lines", () => {
    const lines = readFileSync(new URL(`../../machines/${name}.ts`, import.meta.url), "utf8").split("\n").length;
    expect(lines).toBeLessThan(300);
  });
});

describe("coverage measurement", () => {
  const demo = setup({}).createMachine({
    id: "demo",
    initial: "a",
    states: {
      a: { on: { "demo.go": "b", "demo.never": { guard: () => false, target: "c" } } },
      b: { always: { target: "d" } },
      c: {},
      d: { type: "final" },
    },
  });

  it("reports the state no path reaches and the transition no path takes", () => {
    const coverage = measureCoverage(demo, generatePaths(demo, {}).tests);
    expect(coverage.states).toMatchObject({ covered: 3, total: 4, missing: ["c"] });
    expect(coverage.transitions).toMatchObject({ covered: 2, total: 3, missing: ["a --demo.never [guard]--> c"] });
  });

  it("counts transient states and always transitions", () => {
    const coverage = measureCoverage(demo, [{ steps: [{ event: { type: "xstate.init" } }, { event: { type: "demo.go" } }] }]);
    expect(coverage.states.missing).toEqual(["c"]);
    expect(coverage.transitions.missing).toEqual(["a --demo.never [guard]--> c"]);
  });
});
