// The one place the app turns a date or a time into text (issue 40 item 14). Spec 001 §9's patterns ('d MMM yy',
// 'MMMM d, yyyy hh:mm aaa') gave two-digit years that read as a day ("5 дек. 26") and a twelve-hour clock with a
// leading zero and lower-case am/pm in English; they are replaced by each language's own conventions through Intl:
// a year always has four digits, and a date of the current year leaves it out where that reads better (short dates,
// date-times, day headings); English reads the time "3:23 PM", Russian and French on a 24-hour clock. A day without
// a time (YYYY-MM-DD) is that calendar day wherever the browser is, not UTC midnight moved into the previous day.
// tests/ui/dates.test.ts holds every kind in the three languages.
import type { Locale } from "./locale";

/**
 * short: a day ("5 дек.", "Dec 5, 2025"); long: a day and its time ("5 декабря в 15:23", "December 5, 2025 at 3:23 PM");
 * list: numbers for dense tables, the year always ("05.12.2026, 15:23"); time: the time of day; day: a heading with the
 * weekday ("пятница, 5 декабря"); month: a month and its year ("декабрь 2026 г.").
 */
export type DateKind = "short" | "long" | "list" | "time" | "day" | "month";

const intlLocale: Record<Locale, string> = { ru: "ru-RU", en: "en-US", fr: "fr-FR" };

type Options = Intl.DateTimeFormatOptions;
/** "3:23 PM" in English; "06:05" on the 24-hour clocks, whose hour keeps its zero ("6:05" reads as a score). */
const TIME: Options = { hour: "2-digit", minute: "2-digit" };
const localeTime = (locale: Locale, options: Options): Options =>
  locale === "en" && options.hour ? { ...options, hour: "numeric" } : options;
/** Each kind's fields; `year` is added unless the kind leaves out the current year and the date is in it. */
const FIELDS: Record<DateKind, { options: Options; yearAlways?: true }> = {
  short: { options: { day: "numeric", month: "short" } },
  long: { options: { day: "numeric", month: "long", ...TIME } },
  list: { options: { day: "2-digit", month: "2-digit", ...TIME }, yearAlways: true },
  time: { options: TIME, yearAlways: true },
  day: { options: { weekday: "long", day: "numeric", month: "long" } },
  month: { options: { month: "long" }, yearAlways: true },
};

// Building an Intl.DateTimeFormat costs far more than using one: a long list formats hundreds of dates.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (locale: Locale, kind: DateKind, withYear: boolean) => {
  const key = `${locale}:${kind}:${withYear}`;
  let format = formats.get(key);
  if (!format) {
    const options = localeTime(locale, FIELDS[kind].options);
    format = new Intl.DateTimeFormat(intlLocale[locale], kind === "time" || !withYear ? options : { ...options, year: "numeric" });
    formats.set(key, format);
  }
  return format;
};

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from a Date, an ISO date-time, or a calendar day (YYYY-MM-DD, read as that day in the browser's zone). */
export const toDate = (value: Date | string): Date => {
  if (typeof value !== "string") return value;
  const day = DAY_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

const yearShown = (kind: DateKind, date: Date, now: Date) => FIELDS[kind].yearAlways === true || date.getFullYear() !== now.getFullYear();

/** A date (Date, ISO date-time or YYYY-MM-DD) as text of one kind in the page's language; "" for an invalid one. */
export const formatDate = (value: Date | string, kind: DateKind, locale: Locale, now: Date = new Date()): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatOf(locale, kind, yearShown(kind, date, now)).format(date);
};

/** Two days as one span in the page's language ("3–7 дек.", "Dec 28, 2026 – Jan 6, 2027"); a short date when they are one. */
export const formatDateRange = (start: Date | string, end: Date | string, locale: Locale, now: Date = new Date()): string => {
  const [from, to] = [toDate(start), toDate(end)];
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return "";
  const withYear = yearShown("short", from, now) || yearShown("short", to, now);
  return formatOf(locale, "short", withYear).formatRange(from, to);
};
