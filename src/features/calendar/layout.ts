// What the month and week grids draw (issue 40 item 9): an item of one day (a deadline) as a chip on its day, and an
// item over several days (a track task from its start to its end, a course from its appointment to its deadline) once,
// as a bar across its days, cut only where a week row ends. Drawing a span on each of its days put one course on 31
// cells in a row. Bars take lanes per week row, so two bars never overlap and a bar keeps its height across the row.
import { parseDate } from "@internationalized/date";
import type { CalendarItem } from "./api";

/** One week row's piece of a span: drawn in the cell of its first day, `days` cells wide. */
export interface Bar {
  readonly item: CalendarItem;
  readonly days: number;
  readonly lane: number;
  /** the span begins in this piece (else it continues from the row before) */
  readonly begins: boolean;
  /** the span is due in this piece (else it goes on in the next row) */
  readonly ends: boolean;
}

export interface DayLayout {
  /** by lane: the bar that starts in this cell, or null where the lane is taken by a bar from before or is free */
  readonly bars: readonly (Bar | null)[];
  /** one-day items due this day */
  readonly chips: readonly CalendarItem[];
  /** everything drawn over this day (bars through it, chips): the count shown at phone width */
  readonly count: number;
}

export const isSpan = (item: CalendarItem) => item.start_date !== null && item.start_date < item.date;

const dayAfter = (day: string, n = 1) => parseDate(day).add({ days: n }).toString();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The grid's days from `from` (a Monday) to `to` (a Sunday), YYYY-MM-DD: for each, the bars starting there with their
 * lanes and the chips due there. Every day of the range has an entry.
 */
export const gridLayout = (items: readonly CalendarItem[], from: string, to: string): Map<string, DayLayout> => {
  const rows: { start: string; end: string }[] = [];
  for (let start = from; start <= to; start = dayAfter(start, 7)) rows.push({ start, end: dayAfter(start, 6) < to ? dayAfter(start, 6) : to });
  const bars = new Map<string, Bar[]>();
  const through = new Map<string, number>();
  for (const row of rows) {
    const pieces = items
      .filter((i) => isSpan(i) && i.start_date! <= row.end && i.date >= row.start)
      .map((item) => ({ item, first: item.start_date! > row.start ? item.start_date! : row.start, last: item.date < row.end ? item.date : row.end }))
      .sort((a, b) => (a.first === b.first ? daysBetween(b.first, b.last) - daysBetween(a.first, a.last) : a.first < b.first ? -1 : 1));
    const laneFreeAfter: string[] = [];
    for (const p of pieces) {
      let lane = laneFreeAfter.findIndex((last) => last < p.first);
      if (lane < 0) lane = laneFreeAfter.length;
      laneFreeAfter[lane] = p.last;
      const days = daysBetween(p.first, p.last) + 1;
      const bar = { item: p.item, days, lane, begins: p.first === p.item.start_date, ends: p.last === p.item.date };
      bars.set(p.first, [...(bars.get(p.first) ?? []), bar]);
      for (let d = 0, day = p.first; d < days; d++, day = dayAfter(day)) through.set(day, (through.get(day) ?? 0) + 1);
    }
  }
  const layout = new Map<string, DayLayout>();
  for (const row of rows) {
    const lanes = Math.max(0, ...[...bars].filter(([d]) => d >= row.start && d <= row.end).flatMap(([, b]) => b.map((x) => x.lane + 1)));
    for (let day = row.start; day <= row.end; day = dayAfter(day)) {
      const starting = bars.get(day) ?? [];
      const chips = items.filter((i) => !isSpan(i) && i.date === day);
      layout.set(day, {
        bars: Array.from({ length: lanes }, (_, lane) => starting.find((b) => b.lane === lane) ?? null),
        chips,
        count: chips.length + (through.get(day) ?? 0),
      });
    }
  }
  return layout;
};

/** What falls on a day, for its list below the grid: what is due that day and the spans that begin that day. */
export const onDay = (items: readonly CalendarItem[], day: string) =>
  items.filter((i) => i.date === day || (isSpan(i) && i.start_date === day));
