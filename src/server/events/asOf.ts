import type { Sql } from "../db/types.js";
import { replayAnyStream } from "./recordReplay.js";
import type { ReplayStep } from "./replay.js";

/**
 * Time travel: an entity as it stood at a past moment, rebuilt from the events of its stream recorded at or before
 * that moment (`npm run replay -- <type> <id> --at <when>` and the support page's "as of" field).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The moment an "as of" text names, or null when it names none: `YYYY-MM-DD` is the end of that day (UTC), so the
 * day's own events count; `YYYY-MM-DDTHH:mm[:ss[.fff]]` with `Z` or an offset is that instant, and without one it is
 * read as UTC (the same answer on every machine). Impossible dates (2026-02-30, 24:00) are refused, not rolled over.
 */
export const parseAsOf = (text: string): Date | null => {
  const value = text.trim();
  const day = DATE.exec(value);
  const full = day ? null : DATE_TIME.exec(value);
  const m = day ?? full;
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) return null;
  if (day) return new Date(Date.UTC(year, month - 1, date, 23, 59, 59, 999));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3));
  const zone = m[8]?.toUpperCase() ?? "Z";
  let offset = 0;
  if (zone !== "Z") {
    const [oh, om] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
    if (oh > 23 || om > 59) return null;
    offset = (zone[0] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const at = new Date(Date.UTC(year, month - 1, date, hour, minute, second, ms) - offset * 60_000);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** How far into its stream a moment falls. */
export interface AsOf {
  /** The moment, as an ISO instant. */
  readonly at: string;
  /** The version of the last event recorded at or before `at`; null when the stream had not begun. */
  readonly version: number | null;
  /** Events recorded after `at`, not applied. */
  readonly later: number;
}

/** Where `at` falls in steps that were replayed whole: the prefix recorded at or before it is the state then. */
export const asOfSteps = (steps: readonly { version: number; time: string }[], at: Date): AsOf => {
  const applied = steps.filter((s) => Date.parse(s.time) <= at.getTime());
  return { at: at.toISOString(), version: applied.at(-1)?.version ?? null, later: steps.length - applied.length };
};

/**
 * Replays only the events of a stream recorded at or before `at`. Also says when the stream began and how many of
 * its events came later, so a moment before the first event can be told from a stream that does not exist.
 */
export const replayAsOf = async (sql: Sql, streamType: string, streamId: string, at: Date) => {
  // recorded_at to the millisecond, as the replay's Date comparison sees it.
  const [span] = await sql.query<{ total: number; later: number; first: string | null }>(
    `select count(*)::int as total, (count(*) filter (where date_trunc('milliseconds', recorded_at) > $3))::int as later, min(recorded_at) as first
       from events where stream_type = $1 and stream_id = $2`,
    [streamType, streamId, at.toISOString()],
  );
  const steps: ReplayStep[] = span.total > span.later ? await replayAnyStream(sql, streamType, streamId, at) : [];
  return {
    steps,
    later: span.later,
    total: span.total,
    firstRecordedAt: span.first ? new Date(span.first).toISOString() : null,
  };
};
