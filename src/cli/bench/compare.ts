// Regressions show: each endpoint's SQL/endpoint ratio (raw SQL ops/s over endpoint req/s, the server's own
// overhead measured in the same run) beside the ratio in the committed results. A ratio is compared rather than
// req/s because it cancels most of the machine's load of the day: both sides of it ran in the same minute.

/** A result row as the bench writes it (bench/results*.json). */
export interface RatioRow {
  readonly endpoint: string;
  readonly ratio: number;
}

export interface RatioChange {
  readonly endpoint: string;
  readonly ratio: number;
  /** The committed run's ratio, when that run measured the endpoint. */
  readonly committed?: number;
  /** ratio ÷ committed − 1: +0.25 is 25% more overhead than the committed run. */
  readonly change?: number;
  readonly regressed: boolean;
}

/** Growth of the ratio beyond which an endpoint is flagged. */
export const REGRESSION_THRESHOLD = 0.2;

/** Pairs this run's ratios with the committed ones and flags those that grew by more than 20%. */
export const compareRatios = (now: readonly RatioRow[], committed: readonly RatioRow[]): RatioChange[] => {
  const before = new Map(committed.map((r) => [r.endpoint, r.ratio]));
  return now.map((r) => {
    const old = before.get(r.endpoint);
    if (old === undefined || !(old > 0)) return { endpoint: r.endpoint, ratio: r.ratio, regressed: false };
    const change = r.ratio / old - 1;
    return { endpoint: r.endpoint, ratio: r.ratio, committed: old, change, regressed: change > REGRESSION_THRESHOLD };
  });
};

/** The comparison as printed lines: one per endpoint, then a summary line. */
export const formatComparison = (changes: readonly RatioChange[], committedAt: string | undefined): string[] => {
  const lines = [`SQL/endpoint against the committed results${committedAt ? ` of ${committedAt}` : ""}:`];
  for (const c of changes) {
    const was = c.committed === undefined ? "      new" : `${c.committed.toFixed(2).padStart(8)}×`;
    const delta = c.change === undefined ? "" : `${c.change >= 0 ? "+" : ""}${(c.change * 100).toFixed(0)}%`.padStart(6);
    lines.push(`${c.endpoint.padEnd(40)} ${c.ratio.toFixed(2).padStart(8)}× was ${was} ${delta}${c.regressed ? "  ▲ REGRESSED (> +20%)" : ""}`);
  }
  const bad = changes.filter((c) => c.regressed);
  lines.push(bad.length ? `${bad.length} endpoint(s) regressed by more than 20%: ${bad.map((c) => c.endpoint).join(", ")}` : "no endpoint regressed by more than 20%");
  return lines;
};
