// RFC 5545 text of the person's calendar: CRLF lines folded at 75 octets, TEXT values escaped, all-day items as
// DATE values (DTEND the day after, exclusive), an event with a time of day as floating local time for one hour.
import type { CalendarItem } from "../../../../services/contract/calendar.js";

export type FeedLanguage = "ru" | "en" | "fr";

const NAMES: Record<FeedLanguage, { calendar: string; kinds: Record<CalendarItem["kind"], string> }> = {
  ru: { calendar: "Stride: мой календарь", kinds: { task: "Задача", event: "Событие", course: "Срок курса", devPlan: "План развития" } },
  en: { calendar: "Stride: my calendar", kinds: { task: "Task", event: "Event", course: "Course deadline", devPlan: "Development plan" } },
  fr: { calendar: "Stride : mon calendrier", kinds: { task: "Tâche", event: "Événement", course: "Échéance de cours", devPlan: "Plan de développement" } },
};

/**
 * Every line break a reader may split a line at: CRLF, CR and LF alone, and Unicode's NEL (U+0085), line (U+2028)
 * and paragraph (U+2029) separators, which some clients and libraries also break on. Left in a title, each one
 * would let the text start a property or an event of its own.
 */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** RFC 5545 CONTROL (§3.1): C0 and DEL are not allowed in a value, HTAB is; C1 controls are dropped with them. */
const CONTROL = /[^\P{Cc}\t]/gu;

/** TEXT escaping (§3.3.11): backslash, semicolon, comma, every line break as `\n`; other control characters dropped. */
export const escapeText = (s: string) =>
  s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(LINE_BREAK, "\\n").replace(CONTROL, "");

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 sequence. */
export const fold = (line: string): string => {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
};

const day = (iso: string) => iso.replaceAll("-", "");
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return day(d.toISOString().slice(0, 10));
};
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

const eventLines = (item: CalendarItem, lang: FeedLanguage, host: string, now: Date, link: string | null) => {
  const when = item.time
    ? [`DTSTART:${day(item.date)}T${item.time.replace(":", "")}00`, "DURATION:PT1H"]
    : // A course is a deadline in a mail client: from its appointment it would be a banner across weeks.
      [`DTSTART;VALUE=DATE:${day((item.kind !== "course" && item.start_date) || item.date)}`, `DTEND;VALUE=DATE:${nextDay(item.date)}`];
  const description = [NAMES[lang].kinds[item.kind], item.context].filter(Boolean).join(": ");
  return [
    "BEGIN:VEVENT",
    `UID:${item.key}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    ...when,
    `SUMMARY:${escapeText(item.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(item.location ? [`LOCATION:${escapeText(item.location)}`] : []),
    ...(link ? [`URL:${link}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
};

/** The page an item opens in the app, under `base` (the client's host, in the person's language). */
export const itemPath = (item: CalendarItem): string | null => {
  if (item.task_id !== null) return item.for_someone ? `/manager/my-tasks/${item.element_id}/task/${item.task_id}` : `/learning/track/${item.track_id}/task/${item.task_id}`;
  if (item.course_id !== null) return `/education/courses/${item.course_id}`;
  if (item.plan_task_id !== null) return `/growth/development-plans/${item.plan_task_id}`;
  return null;
};

/** The whole VCALENDAR: items in order, lines folded, CRLF after every line. */
export const toIcs = (items: readonly CalendarItem[], opts: { lang: FeedLanguage; host: string; base: string; now: Date }) => {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Stride//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(NAMES[opts.lang].calendar)}`,
    ...items.flatMap((item) => {
      const path = itemPath(item);
      return eventLines(item, opts.lang, opts.host, opts.now, path ? `${opts.base}${path}` : null);
    }),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
};
