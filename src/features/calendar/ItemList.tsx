// A list of calendar items, each a link to the work it names, with its kind, what it belongs to, the days it spans and
// its state.
import { Link } from "@tanstack/react-router";
import { Badge } from "../../../ui/components/Badge";
import { formatDate, formatDateRange } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { Locale } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import type { CalendarItem } from "./api";
import * as s from "./calendar.css";

/** The page an item opens, in the page's language. */
export const itemHref = (item: CalendarItem, locale: Locale): string => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  if (item.task_id !== null) {
    return item.for_someone ? `${prefix}/manager/my-tasks/${item.element_id}/task/${item.task_id}` : `${prefix}/learning/track/${item.track_id}/task/${item.task_id}`;
  }
  if (item.course_id !== null) return `${prefix}/education/courses/${item.course_id}`;
  return `${prefix}/growth/development-plans/${item.plan_task_id}`;
};

export function ItemList({ items, empty }: { items: readonly CalendarItem[]; empty: string }) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return <p className={s.empty}>{empty}</p>;
  return (
    <ul className={s.items}>
      {items.map((item) => (
        <li key={item.key} className={s.item}>
          <span className={s.itemText}>
            <Link to={itemHref(item, locale) as never}>{item.title}</Link>
            <span className={s.itemMeta}>
              {[t(`calendar.kind.${item.kind}`), item.context, spanText(item, locale), item.time, item.location].filter(Boolean).join(" · ")}
            </span>
          </span>
          {item.done ? (
            <Badge tone="success">{t("calendar.done")}</Badge>
          ) : item.overdue ? (
            <Badge tone="danger">{t("calendar.overdue")}</Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A span's days in the page's language ("3–7 нояб."), or null for an item of one day. */
const spanText = (item: CalendarItem, locale: Locale) => (item.start_date ? formatDateRange(item.start_date, item.date, locale) : null);

/** Items by their due day (YYYY-MM-DD). */
export const byDay = (items: readonly CalendarItem[]) => {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
};

/** A day as a heading: weekday, day and month in the page's language ("пятница, 28 ноября"). */
export const dayTitle = (date: string, locale: Locale) => formatDate(date, "day", locale);
