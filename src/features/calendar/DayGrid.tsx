// The month or week grid: react-aria's Calendar, so arrow keys move between days as in a grid (across weeks and
// months), Page Up/Down move by a month, Home/End to the week's ends, and Enter selects a day; its heading and day
// names are in the page's language. A day shows the titles of its one-day items, and an item over several days is one
// bar across them (layout.ts); at phone width a count shows instead. The selected day's items, with their links, are
// listed below the grid.
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
import { themeVars } from "../../../ui/theme/contract.css";
import * as s from "./calendar.css";
import type { Bar, DayLayout } from "./layout";

const SHOWN = { month: 3, week: 8 } as const;

export interface DayGridProps {
  readonly view: "month" | "week";
  readonly days: Map<string, DayLayout>;
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
              {({ formattedDate, isToday }) => <DayCell layout={days.get(date.toString()) ?? EMPTY} label={formattedDate} isToday={isToday} shown={SHOWN[view]} />}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

const EMPTY: DayLayout = { bars: [], chips: [], count: 0 };

/**
 * A bar as wide as its days: each further cell adds a cell's width, its two paddings and the collapsed border between
 * (calendar.css.ts `cell`, `gridCell`).
 */
const barWidth = (days: number) => `calc(${days} * (100% + 2 * ${themeVars.space.xs} + 1px) - 2 * ${themeVars.space.xs} - 1px)`;

function SpanBar({ bar }: { bar: Bar }) {
  return (
    <span
      data-item={bar.item.key}
      className={cx(s.chip, s.bar, s.kind[bar.item.kind], !bar.begins && s.barContinued, !bar.ends && s.barGoesOn)}
      style={{ width: barWidth(bar.days) }}
    >
      {bar.item.title}
    </span>
  );
}

function DayCell({ layout, label, isToday, shown }: { layout: DayLayout; label: string; isToday: boolean; shown: number }) {
  const t = useT();
  const intl = useIntl();
  const { bars, chips, count } = layout;
  const rest = chips.length - shown;
  return (
    <>
      <span className={cx(s.dayNumber, isToday && s.todayNumber)}>{label}</span>
      {count > 0 || bars.length > 0 ? (
        // The cell's name is its date (react-aria); what the day holds is read from the list below the grid.
        <span aria-hidden="true">
          <span className={s.chips}>
            {/* a lane a bar from an earlier day runs through keeps its height here, so the bars stay in line */}
            {bars.map((bar, lane) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its place in the row: its index is what it is
              bar ? <SpanBar key={bar.item.key} bar={bar} /> : <span key={`lane-${lane}`} className={cx(s.chip, s.lane)} />,
            )}
            {chips.slice(0, shown).map((i) => (
              <span key={i.key} data-item={i.key} className={cx(s.chip, s.kind[i.kind])}>
                {i.title}
              </span>
            ))}
          </span>
          {rest > 0 ? <span className={cx(s.more, s.chip)}>{t("calendar.more", { count: rest })}</span> : null}
          {/* At phone width a day cell is about 48 px wide: "3 éléments" did not fit, the number alone does. */}
          {count > 0 ? <span className={s.count}>{intl.formatNumber(count)}</span> : null}
        </span>
      ) : null}
    </>
  );
}
