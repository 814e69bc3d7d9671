// Which days a view shows and so which range it reads: a month grid runs from the week of the month's first day to
// the week of its last (at most 42 days, within the server's limit); a week and the agenda lie inside it, so the
// three views of one month share one read.
import { type CalendarDate, endOfMonth, endOfWeek, parseDate, startOfMonth, startOfWeek, today } from "@internationalized/date";

export const CalendarViews = ["month", "week", "agenda"] as const;
export type CalendarView = (typeof CalendarViews)[number];

/** The weeks of every page language start on Monday (react-aria's locales ru-RU, en-GB, fr-FR). */
const WEEK_LOCALE = "en-GB";

export const monthRange = (date: CalendarDate) => ({
  from: startOfWeek(startOfMonth(date), WEEK_LOCALE).toString(),
  to: endOfWeek(endOfMonth(date), WEEK_LOCALE).toString(),
});

/** A day from the address (YYYY-MM-DD), or today when it is missing or not a real day. */
export const dayOf = (value: string | undefined, timeZone: string): CalendarDate => {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      const d = parseDate(value);
      if (d.toString() === value) return d;
    } catch {
      // not a real day: fall through to today
    }
  }
  return today(timeZone);
};

export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
