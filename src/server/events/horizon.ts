import type { Sql } from "../db/types.js";

/**
 * How far the log is final: the highest position below which every position is either visible or will never be.
 *
 * A position is taken (nextval) when its insert runs, but becomes visible when its transaction commits, so a lower
 * position may commit after a higher one. A reader that moved its checkpoint to the highest visible position would
 * skip it for ever. So the reader walks the positions one by one and stops at the first missing one: a gap. A gap is
 * a transaction still running, or one that rolled back (a refusal after an insert, a lost race: a hole for ever).
 * To tell them apart without waiting on a clock, the gap is recorded with the snapshot's `xmax` when first seen:
 * the transaction that took a missing position had its transaction id before it took it (the column default
 * asks for the id first: migration 0245), and took it before the higher, visible one, so its id is below that
 * `xmax`. Once a later snapshot's `xmin` reaches the recorded `xmax`, every transaction that could hold the
 * missing positions has ended: what is still missing in that snapshot is a hole, and the walk goes past it.
 *
 * The cost: a gap holds the horizon until the transactions running when it was seen have ended (an import of
 * a minute holds it a minute; ordinary requests, milliseconds). Positions already contiguous never wait. PGlite is
 * one connection: no transaction runs beside the reader, so a gap is a hole at once, with the same code.
 */
export interface Horizon {
  /** The position up to which the log is final (as last advanced). */
  readonly position: number;
  /** Reads the log's new positions and moves the horizon as far as it may; returns it. */
  advance(sql: Sql): Promise<number>;
}

/** Positions read per statement while walking forward. */
const PAGE = 10_000;

interface Gap {
  /** the first missing position */
  readonly from: number;
  /** the visible position above it when it was seen */
  readonly until: number;
  /** no transaction with an id at or above this one could have taken a position below `until` */
  readonly xmax: bigint;
}

const READ = `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
         array(select position from events where position > $1 order by position limit $2) as positions`;

/** A horizon starting at `start` (a position known final: the lowest checkpoint of the subscribers it serves). */
export const visibleHorizon = (start: number): Horizon => {
  let safe = start;
  let gap: Gap | null = null;
  const advance = async (sql: Sql) => {
    // a gap first seen in this call is looked at once more at once: a hole with nothing running beside the reader
    // (a rolled-back request, and always on PGlite) is passed without waiting for the next call
    let recheck = true;
    for (;;) {
      const [r] = await sql.query<{ xmin: string; xmax: string; positions: (string | number)[] }>(READ, [safe, PAGE], { prepare: true });
      const xmin = BigInt(r.xmin);
      let blocked = false;
      for (const p of r.positions.map(Number)) {
        if (p === safe + 1) {
          safe = p;
          continue;
        }
        // safe+1 .. p-1 are missing. `until` was visible when the gap was seen and stays so: p <= until.
        if (gap && gap.from <= safe + 1 && p <= gap.until && xmin >= gap.xmax) {
          // every transaction that could hold them has ended, and this snapshot does not show them: holes
          gap = null;
          safe = p;
          continue;
        }
        if (!gap || gap.from > safe + 1 || p > gap.until) gap = { from: safe + 1, until: p, xmax: BigInt(r.xmax) };
        blocked = true;
        break;
      }
      if (blocked && recheck) {
        recheck = false;
        continue;
      }
      if (blocked || r.positions.length < PAGE) return safe;
    }
  };
  return {
    get position() {
      return safe;
    },
    advance,
  };
};
