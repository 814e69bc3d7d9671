// Every date format of every locale follows its pattern (spec 001 §9; French in French order), for every month and
// both halves of the day; and a few dates are spelled out so that a wrong month form or order shows at once.
import { describe, expect, it } from "vitest";
import { DatePatterns, type DateKind, formatDate } from "../../src/app/i18n/dates";
import type { Locale } from "../../src/app/i18n/locale";

const locales: Locale[] = ["ru", "en", "fr"];
const kinds: DateKind[] = ["short", "long", "list", "data"];

/** The pattern as a regular expression: numbers by their width, month names as letters with an optional dot. */
const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern.replace(/yyyy|yy|MMMM|MMM|MM|dd|d|HH|hh|mm|aaa|[.,]/g, (t) =>
      ({ yyyy: "\\d{4}", yy: "\\d{2}", MMMM: "\\p{L}{3,}", MMM: "\\p{L}{3,5}\\.?", MM: "\\d{2}", dd: "\\d{2}", d: "[1-9]\\d?", HH: "\\d{2}", hh: "\\d{2}", mm: "\\d{2}", aaa: "(am|pm)", ".": "\\.", ",": "," })[t] ?? t,
    )}$`,
    "u",
  );

const dates = Array.from({ length: 12 }, (_, m) => [new Date(2026, m, m + 1, 6, 23), new Date(2026, m, 28 - m, 18, 5)]).flat();

describe("date formats", () => {
  for (const locale of locales)
    for (const kind of kinds)
      it(`${locale} ${kind} matches '${DatePatterns[locale][kind]}'`, () => {
        const re = patternRegex(DatePatterns[locale][kind]);
        for (const d of dates) expect(formatDate(d, kind, locale)).toMatch(re);
      });

  it("puts the French day before the month, on a 24-hour clock", () => {
    const d = new Date(2026, 10, 24, 6, 23);
    expect(formatDate(d, "short", "fr")).toBe("24 nov. 26");
    expect(formatDate(d, "long", "fr")).toBe("24 novembre 2026 06:23");
    expect(formatDate(new Date(2026, 10, 24, 18, 23), "long", "fr")).toBe("24 novembre 2026 18:23");
  });

  it("keeps the Russian genitive month and the English order with am/pm", () => {
    const d = new Date(2026, 4, 3, 18, 7);
    expect(formatDate(d, "short", "ru")).toBe("3 мая 26");
    expect(formatDate(d, "long", "ru")).toBe("3 мая 2026 18:07");
    expect(formatDate(d, "short", "en")).toBe("May 3, 26");
    expect(formatDate(d, "long", "en")).toBe("May 3, 2026 06:07 pm");
    expect(formatDate(d, "list", "fr")).toBe("03-05-2026 18:07");
    expect(formatDate(d, "data", "en")).toBe("2026-05-03");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatDate("not a date", "short", "fr")).toBe("");
  });
});
