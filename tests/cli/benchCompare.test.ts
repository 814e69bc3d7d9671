import { describe, expect, it } from "vitest";
import { compareRatios, formatComparison } from "../../src/cli/bench/compare.js";

describe("bench comparison with the committed results", () => {
  const committed = [{ endpoint: "GET a", ratio: 2 }, { endpoint: "GET b", ratio: 1.5 }];

  it("flags an endpoint whose SQL/endpoint ratio grew by more than 20%, and only that one", () => {
    const changes = compareRatios([{ endpoint: "GET a", ratio: 2.5 }, { endpoint: "GET b", ratio: 1.7 }, { endpoint: "GET c", ratio: 9 }], committed);
    expect(changes.map((c) => [c.endpoint, c.regressed])).toEqual([["GET a", true], ["GET b", false], ["GET c", false]]);
    expect(changes[0].change).toBeCloseTo(0.25);
    expect(changes[2].committed).toBeUndefined();
  });

  it("prints the committed ratio beside each and names the regressions", () => {
    const lines = formatComparison(compareRatios([{ endpoint: "GET a", ratio: 2.5 }], committed), "2026-11-22");
    expect(lines[0]).toContain("2026-11-22");
    expect(lines[1]).toMatch(/GET a .*2\.50× was +2\.00× +\+25%.*REGRESSED/);
    expect(lines.at(-1)).toBe("1 endpoint(s) regressed by more than 20%: GET a");
    expect(formatComparison(compareRatios([{ endpoint: "GET a", ratio: 1.9 }], committed), undefined).at(-1)).toBe("no endpoint regressed by more than 20%");
  });
});
