// The dates a page shows, read from its main region as a person reads them (issue 40 item 14): every date written
// with a month name or in numbers, and the ones among them whose year has two digits ("5 дек. 26", "Apr 30, 26",
// "05.12.26") or that are raw ISO text ("2026-12-05"). The month names come from the page's own language through
// Intl, so the reading follows the page. The keyboard walk checks every page it visits with it, and counts the dates
// it recognised so that a walk which saw none (a broken reader) fails instead of passing.
import type { Page } from "@playwright/test";

export interface PageDates {
  /** dates recognised, written well or not */
  readonly seen: readonly string[];
  /** of those, the ones with a two-digit year or in ISO form */
  readonly wrong: readonly string[];
}

/** Reads the dates of the page's main region (or of `selector`). */
export const datesOnPage = (page: Page, selector = "main"): Promise<PageDates> =>
  page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(sel);
    if (!root) return { seen: [], wrong: [] };
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a person reads (hidden parts left out)
    let text = root.innerText;
    // Code and raw data (the replay's context) are shown as stored, not as dates for reading.
    // biome-ignore lint/performance/useDomNodeTextContent: the same reading as the page's text above
    for (const raw of root.querySelectorAll<HTMLElement>("pre, code")) text = text.replace(raw.innerText, " ");
    const lang = document.documentElement.lang || "ru";
    const months = new Set<string>();
    for (let m = 0; m < 12; m++)
      for (const width of ["short", "long"] as const) {
        const at = new Date(2026, m, 15);
        const part = new Intl.DateTimeFormat(lang, { day: "numeric", month: width }).formatToParts(at).find((p) => p.type === "month");
        months.add((part?.value ?? "").replace(/\.$/, ""));
        months.add(new Intl.DateTimeFormat(lang, { month: width }).format(at).replace(/\.$/, ""));
      }
    const name = [...months].filter(Boolean).sort((a, b) => b.length - a.length).map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    // A year is what follows the day and month: two digits not starting a time ("5 дек. 15:23" is a time) or four.
    // Spaces within one line only: a date never continues on the next line, a count there is not its year.
    const sp = "[ \u00a0\u202f]";
    const year = String.raw`(?:,?${sp}(\d{4}|\d{2})(?![\d:]))?`;
    const patterns = [
      new RegExp(String.raw`(?<![\d])\d{1,2}${sp}(?:${name})\.?${year}`, "giu"), // 5 дек. 2025, 30 avril
      new RegExp(String.raw`(?<![\p{L}])(?:${name})\.?${sp}\d{1,2}(?![\d:])${year}`, "giu"), // Dec 5, 2025
      // a day and a month of two digits each, one separator: "7.29.14" and "3.14.26" are versions (the third parties' page)
      /(?<![\d./])(\d{2})([./])(\d{2})\2(\d{4}|\d{2})(?![\d./])/gu, // 05.12.2026, 12/05/26
      /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/gu, // 2026-12-05
    ];
    // day and month in either order (05.12 in Russian and French, 12/05 in English)
    const plausible = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
    const seen: string[] = [];
    const wrong: string[] = [];
    patterns.forEach((re, i) => {
      for (const m of text.matchAll(re)) {
        if (i === 2 && !plausible(Number(m[1]), Number(m[3]))) continue;
        seen.push(m[0]);
        if (i === 3 || (i === 2 ? m[4] : m[1])?.length === 2) wrong.push(m[0]);
      }
    });
    return { seen, wrong };
  }, selector);
