// The one date formatter (src/app/i18n/dates.ts) in the three languages: a year has four digits or is left out for
// the current year, the time follows the language ("3:23 PM" in English, 24-hour in Russian and French), and a
// calendar day stays that day. Spaces are compared as plain spaces: ICU versions differ in which space they use.
import { describe, expect, it } from "vitest";
import { type DateKind, formatDate, formatDateRange } from "../../src/app/i18n/dates";
import type { Locale } from "../../src/app/i18n/locale";

const locales: Locale[] = ["ru", "en", "fr"];
const kinds: DateKind[] = ["short", "long", "list", "time", "day", "month"];
const now = new Date(2026, 11, 7, 12, 0);
const plain = (s: string) => s.replace(/\s/gu, " ");
const fmt = (value: Date | string, kind: DateKind, locale: Locale) => plain(formatDate(value, kind, locale, now));

const thisYear = new Date(2026, 11, 5, 15, 23);
const lastYear = new Date(2025, 3, 30, 6, 5);

describe("one date formatter", () => {
  it("writes Russian dates in Russian, the current year left out and another year in four digits", () => {
    expect(fmt(thisYear, "short", "ru")).toBe("5 дек.");
    expect(fmt(lastYear, "short", "ru")).toBe("30 апр. 2025 г.");
    expect(fmt(thisYear, "long", "ru")).toBe("5 декабря в 15:23");
    expect(fmt(lastYear, "long", "ru")).toBe("30 апреля 2025 г. в 06:05");
    expect(fmt(thisYear, "list", "ru")).toBe("05.12.2026, 15:23");
    expect(fmt(lastYear, "time", "ru")).toBe("06:05");
    expect(fmt(thisYear, "day", "ru")).toBe("суббота, 5 декабря");
    expect(fmt(thisYear, "month", "ru")).toBe("декабрь 2026 г.");
  });

  it("writes English dates with the month first and the time as 3:23 PM", () => {
    expect(fmt(thisYear, "short", "en")).toBe("Dec 5");
    expect(fmt(lastYear, "short", "en")).toBe("Apr 30, 2025");
    expect(fmt(thisYear, "long", "en")).toBe("December 5 at 3:23 PM");
    expect(fmt(lastYear, "long", "en")).toBe("April 30, 2025 at 6:05 AM");
    expect(fmt(thisYear, "list", "en")).toBe("12/05/2026, 3:23 PM");
    expect(fmt(thisYear, "time", "en")).toBe("3:23 PM");
    expect(fmt(thisYear, "day", "en")).toBe("Saturday, December 5");
    expect(fmt(thisYear, "month", "en")).toBe("December 2026");
  });

  it("writes French dates with the day first on a 24-hour clock", () => {
    expect(fmt(thisYear, "short", "fr")).toBe("5 déc.");
    expect(fmt(lastYear, "short", "fr")).toBe("30 avr. 2025");
    expect(fmt(thisYear, "long", "fr")).toBe("5 décembre à 15:23");
    expect(fmt(lastYear, "long", "fr")).toBe("30 avril 2025 à 06:05");
    expect(fmt(thisYear, "list", "fr")).toBe("05/12/2026 15:23");
    expect(fmt(thisYear, "time", "fr")).toBe("15:23");
    expect(fmt(thisYear, "day", "fr")).toBe("samedi 5 décembre");
  });

  it("never writes a two-digit year, a leading-zero 12-hour time or a lower-case am/pm, in any kind, month or hour", () => {
    const dates = Array.from({ length: 12 }, (_, m) => [new Date(2025, m, m + 1, 0, 23), new Date(2027, m, 28 - m, 12, 5), new Date(2026, m, 9, 9, 41)]).flat();
    for (const locale of locales)
      for (const kind of kinds)
        for (const d of dates) {
          const text = fmt(d, kind, locale);
          // every year it shows is the date's own, in four digits; the current year's may be left out
          const years = text.match(/\d{4}/g) ?? [];
          expect(years.every((y) => y === String(d.getFullYear())), `${locale} ${kind} ${text}`).toBe(true);
          if (d.getFullYear() !== 2026 && kind !== "time") expect(years, `${locale} ${kind} ${text}`).toEqual([String(d.getFullYear())]);
          expect(text, `${locale} ${kind}`).not.toMatch(/\b\d{1,2}[ .,/-]+\d{2}$|\b(am|pm)\b|\b0\d:\d\d (AM|PM)/);
        }
  });

  it("reads a calendar day as that day, not as UTC midnight", () => {
    expect(fmt("2026-01-01", "short", "en")).toBe("Jan 1");
    expect(fmt("2026-12-31", "day", "ru")).toBe("четверг, 31 декабря");
  });

  it("writes a span once, with the years only when one of its days is not in the current year", () => {
    expect(plain(formatDateRange("2026-12-03", "2026-12-07", "ru", now))).toBe("3–7 дек.");
    expect(plain(formatDateRange("2026-12-28", "2027-01-06", "en", now))).toBe("Dec 28, 2026 – Jan 6, 2027");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatDate("not a date", "short", "fr")).toBe("");
    expect(formatDateRange("2026-12-01", "nope", "fr")).toBe("");
  });
});
