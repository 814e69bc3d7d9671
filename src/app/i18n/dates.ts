// Date formats of spec 001 §9: short 'd MMM yy' (ru) or 'MMM d, yy'; long 'd MMMM yyyy HH:mm' (ru) or
// 'MMMM d, yyyy hh:mm aaa'; list dates DD-MM-YYYY HH:mm; data dates YYYY-MM-DD.
import type { Locale } from "./locale";

export type DateKind = "short" | "long" | "list" | "data";

const intlLocale: Record<Locale, string> = { ru: "ru-RU", en: "en-US", fr: "fr-FR" };
const pad = (n: number) => String(n).padStart(2, "0");

const parts = (date: Date, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of new Intl.DateTimeFormat(intlLocale[locale], options).formatToParts(date)) out[p.type] = p.value;
  return out;
};

/** Formats a date (Date or ISO string) in one of the spec's formats for a locale. */
export const formatDate = (value: Date | string, kind: DateKind, locale: Locale): string => {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const dd = pad(date.getDate());
  const mm = pad(date.getMonth() + 1);
  if (kind === "data") return `${date.getFullYear()}-${mm}-${dd}`;
  const hhmm = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (kind === "list") return `${dd}-${mm}-${date.getFullYear()} ${hhmm}`;
  const yy = String(date.getFullYear()).slice(-2);
  if (kind === "short") {
    // Russian abbreviations come with a trailing dot ("мая", "дек."): keep Intl's form as is.
    const month = parts(date, locale, locale === "ru" ? { day: "numeric", month: "short" } : { month: "short" }).month ?? "";
    return locale === "ru" ? `${date.getDate()} ${month} ${yy}` : `${month} ${date.getDate()}, ${yy}`;
  }
  if (locale === "ru") {
    const month = parts(date, locale, { day: "numeric", month: "long" }).month ?? "";
    return `${date.getDate()} ${month} ${date.getFullYear()} ${hhmm}`;
  }
  const month = parts(date, locale, { month: "long" }).month ?? "";
  const h12 = date.getHours() % 12 || 12;
  const ampm = date.getHours() < 12 ? "am" : "pm";
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${pad(h12)}:${pad(date.getMinutes())} ${ampm}`;
};
