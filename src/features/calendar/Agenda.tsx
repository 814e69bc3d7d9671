// The agenda: the month's items day by day, each day a heading, each item a link; buttons move by a month.
import { type CalendarDate, startOfMonth } from "@internationalized/date";
import { Button } from "../../../ui/components/Button";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../ui/components/icons";
import { useAnnounced } from "../../app/a11y/useAnnounced";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";
import type { CalendarItem } from "./api";
import * as s from "./calendar.css";
import { byDay, dayTitle, ItemList } from "./ItemList";


export function Agenda({ focused, onMonth, items }: { focused: CalendarDate; onMonth: (day: CalendarDate) => void; items: readonly CalendarItem[] }) {
  const t = useT();
  const locale = useLocale();
  const month = startOfMonth(focused);
  const days = [...byDay(items)];
  const title = formatDate(month.toString(), "month", locale);
  // The buttons keep focus while the month changes: its name is said.
  useAnnounced(title);
  return (
    <div className={s.layout}>
      <div className={s.header}>
        <Button variant="secondary" onPress={() => onMonth(month.subtract({ months: 1 }))} aria-label={t("calendar.previous.month")}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="secondary" onPress={() => onMonth(month.add({ months: 1 }))} aria-label={t("calendar.next.month")}>
          <ChevronRightIcon />
        </Button>
        <h2 className={s.heading}>{title}</h2>
      </div>
      {days.length === 0 ? (
        <p className={s.empty}>{t("calendar.monthEmpty")}</p>
      ) : (
        days.map(([date, list]) => (
          <section key={date} className={s.agendaDay} aria-labelledby={`agenda-${date}`}>
            <h3 id={`agenda-${date}`} className={s.dayTitle}>
              {dayTitle(date, locale)}
            </h3>
            <ItemList items={list} empty="" />
          </section>
        ))
      )}
    </div>
  );
}
