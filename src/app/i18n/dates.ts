// Date formats of spec 001 §9, one pattern per locale and kind: short 'd MMM yy' (ru) or 'MMM d, yy' (en); long
// 'd MMMM yyyy HH:mm' (ru) or 'MMMM d, yyyy hh:mm aaa' (en); list dates DD-MM-YYYY HH:mm; data dates YYYY-MM-DD.
// French follows French conventions, the day before the month and a 24-hour clock: '24 nov. 26',
// '24 novembre 2026 06:23'. Every date the app shows goes through `formatDate`; tests/ui/dates.test.ts holds each
// locale's output to its pattern.
import type { Locale } from "./locale";

export type DateKind = "short" | "long" | "list" | "data";

/** The pattern of each kind per locale (tokens: d dd MM MMM MMMM yy yyyy HH hh mm aaa). */
export const DatePatterns: Record<Locale, Record<DateKind, string>> = {
  ru: { short: "d MMM yy", long: "d MMMM yyyy HH:mm", list: "dd-MM-yyyy HH:mm", data: "yyyy-MM-dd" },
  en: { short: "MMM d, yy", long: "MMMM d, yyyy hh:mm aaa", list: "dd-MM-yyyy HH:mm", data: "yyyy-MM-dd" },
  fr: { short: "d MMM yy", long: "d MMMM yyyy HH:mm", list: "dd-MM-yyyy HH:mm", data: "yyyy-MM-dd" },
};

const intlLocale: Record<Locale, string> = { ru: "ru-RU", en: "en-US", fr: "fr-FR" };
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The month's name as it stands in a date of the locale: Russian needs the genitive ("мая", "дек."), which Intl
 * gives only beside a day, so the name is taken from a formatted day and month.
 */
const monthName = (date: Date, locale: Locale, width: "short" | "long") => {
  for (const p of new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: width }).formatToParts(date))
    if (p.type === "month") return p.value;
  return "";
};

const TOKENS = /yyyy|yy|MMMM|MMM|MM|dd|d|HH|hh|mm|aaa/g;

/** Formats a date (Date or ISO string) in one of the spec's formats for a locale. */
export const formatDate = (value: Date | string, kind: DateKind, locale: Locale): string => {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const h = date.getHours();
  const token = (t: string): string => {
    switch (t) {
      case "yyyy": return String(date.getFullYear());
      case "yy": return String(date.getFullYear()).slice(-2);
      case "MMMM": return monthName(date, locale, "long");
      case "MMM": return monthName(date, locale, "short");
      case "MM": return pad(date.getMonth() + 1);
      case "dd": return pad(date.getDate());
      case "d": return String(date.getDate());
      case "HH": return pad(h);
      case "hh": return pad(h % 12 || 12);
      case "mm": return pad(date.getMinutes());
      default: return h < 12 ? "am" : "pm"; // aaa
    }
  };
  return DatePatterns[locale][kind].replace(TOKENS, token);
};
