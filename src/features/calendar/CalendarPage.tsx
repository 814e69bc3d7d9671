// /calendar: the person's dated work (track tasks and events, course deadlines, development-plan actions) by month,
// week or agenda, and their private iCalendar feed link. One read per visible month (range.ts); moving across
// months keeps the last month on screen until the next one comes. Decisions: src/server/areas/calendar/README.md.
import { type CalendarDate, endOfMonth, startOfMonth } from "@internationalized/date";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { Agenda } from "./Agenda";
import type { CalendarItem } from "./api";
import * as s from "./calendar.css";
import { DayGrid } from "./DayGrid";
import { FeedPanel } from "./FeedPanel";
import { dayTitle, ItemList } from "./ItemList";
import { gridLayout, onDay } from "./layout";
import { calendarItemsQuery } from "./queries";
import { type CalendarView, CalendarViews, dayOf, localTimeZone, monthRange } from "./range";

export function CalendarPage({ initialView, initialDate }: { initialView: CalendarView; initialDate?: string }) {
  const t = useT();
  const [view, setView] = useState<CalendarView>(initialView);
  const [selected, setSelected] = useState(() => dayOf(initialDate, localTimeZone()));
  const [focused, setFocused] = useState(selected);
  const range = monthRange(focused);
  const items = useQuery(calendarItemsQuery(range));
  // The grid draws a deadline on its day and a span once, as a bar; the agenda lists each item once, on its due day.
  const days = useMemo(() => gridLayout(items.data?.items ?? [], range.from, range.to), [items.data, range.from, range.to]);
  const select = (day: CalendarDate) => {
    setSelected(day);
    setFocused(day);
  };
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("calendar.title")}</h1>
          <p className={p.pageLead}>{t("calendar.lead")}</p>
        </div>
      </header>
      <div className={s.layout}>
        <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as CalendarView)}>
          <TabList aria-label={t("calendar.views")}>
            {CalendarViews.map((v) => (
              <Tab key={v} id={v}>
                {t(`calendar.view.${v}`)}
              </Tab>
            ))}
          </TabList>
          {CalendarViews.map((v) => (
            <TabPanel key={v} id={v}>
              <div aria-busy={items.isFetching}>
                {items.isError && !items.data ? (
                  <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void items.refetch()} headingLevel={2} />
                ) : !items.data ? (
                  <Spinner label={t("app.loading")} />
                ) : v === "agenda" ? (
                  <Agenda focused={focused} onMonth={select} items={inMonth(items.data.items, focused)} />
                ) : (
                  <div className={s.layout}>
                    <DayGrid view={v} days={days} selected={selected} onSelect={select} focused={focused} onFocus={setFocused} />
                    <SelectedDay day={selected} items={onDay(items.data.items, selected.toString())} />
                  </div>
                )}
              </div>
            </TabPanel>
          ))}
        </Tabs>
        <FeedPanel />
      </div>
    </div>
  );
}

const inMonth = (items: readonly CalendarItem[], day: CalendarDate) => {
  const [from, to] = [startOfMonth(day).toString(), endOfMonth(day).toString()];
  return items.filter((i) => i.date >= from && i.date <= to);
};

/** The chosen day's items with their links: what the grid's cells only hint at. */
function SelectedDay({ day, items }: { day: CalendarDate; items: readonly CalendarItem[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className={s.day} aria-labelledby="calendar-day">
      <h2 id="calendar-day" className={s.dayTitle}>
        {dayTitle(day.toString(), locale)} · {t("calendar.count", { count: items.length })}
      </h2>
      <ItemList items={items} empty={t("calendar.dayEmpty")} />
    </section>
  );
}
