// The month or week grid: react-aria's Calendar, so arrow keys move between days as in a grid (across weeks and
// months), Page Up/Down move by a month, Home/End to the week's ends, and Enter selects a day; its heading and day
// names are in the page's language. Each day shows the titles of its items (hidden at phone width, where a count
// shows), an item spanning several days on each of them, outlined where it is not yet due; the selected day's items, with their links, are listed below the grid.
import type { CalendarDate } from "@internationalized/date";
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from "react-aria-components";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../ui/components/icons";
import * as f from "../../../ui/components/Field.css";
import { useIntl } from "react-intl";
import { cx } from "../../../ui/components/cx";
import { useT } from "../lists/useT";
import type { CalendarItem } from "./api";
import * as s from "./calendar.css";

const SHOWN = { month: 3, week: 8 } as const;

export interface DayGridProps {
  readonly view: "month" | "week";
  readonly days: Map<string, CalendarItem[]>;
  readonly selected: CalendarDate;
  readonly onSelect: (day: CalendarDate) => void;
  readonly focused: CalendarDate;
  readonly onFocus: (day: CalendarDate) => void;
}

export function DayGrid({ view, days, selected, onSelect, focused, onFocus }: DayGridProps) {
  const t = useT();
  return (
    <Calendar
      aria-label={t("calendar.title")}
      value={selected}
      onChange={onSelect}
      focusedValue={focused}
      onFocusChange={onFocus}
      visibleDuration={view === "week" ? { weeks: 1 } : { months: 1 }}
    >
      <header className={s.header}>
        <AriaButton slot="previous" className={f.adornment} aria-label={t(`calendar.previous.${view}`)}>
          <ChevronLeftIcon />
        </AriaButton>
        <AriaButton slot="next" className={f.adornment} aria-label={t(`calendar.next.${view}`)}>
          <ChevronRightIcon />
        </AriaButton>
        <Heading className={s.heading} level={2} />
      </header>
      <CalendarGrid className={s.grid} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell date={date} className={cx(s.cell, view === "week" && s.weekCell)}>
              {({ formattedDate, isToday }) => <DayCell day={date.toString()} items={days.get(date.toString()) ?? []} label={formattedDate} isToday={isToday} shown={SHOWN[view]} />}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

function DayCell({ day, items, label, isToday, shown }: { day: string; items: CalendarItem[]; label: string; isToday: boolean; shown: number }) {
  const t = useT();
  const intl = useIntl();
  const rest = items.length - shown;
  return (
    <>
      <span className={cx(s.dayNumber, isToday && s.todayNumber)}>{label}</span>
      {items.length > 0 ? (
        // The cell's name is its date (react-aria); what the day holds is read from the list below the grid.
        <span aria-hidden="true">
          <span className={s.chips}>
            {items.slice(0, shown).map((i) => (
              <span key={i.key} className={cx(s.chip, s.kind[i.kind], i.date !== day && s.continues)}>
                {i.title}
              </span>
            ))}
          </span>
          {rest > 0 ? <span className={cx(s.more, s.chip)}>{t("calendar.more", { count: rest })}</span> : null}
          {/* At phone width a day cell is about 48 px wide: "3 éléments" did not fit, the number alone does. */}
          <span className={s.count}>{intl.formatNumber(items.length)}</span>
        </span>
      ) : null}
    </>
  );
}
