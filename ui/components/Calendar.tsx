// A month calendar (used in DatePicker's popover); react-aria localises the names and labels.
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from "react-aria-components";
import * as s from "./Calendar.css";
import { cx, withClass } from "./cx";
import * as f from "./Field.css";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export type CalendarProps<T extends DateValue> = AriaCalendarProps<T>;

export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={withClass(s.calendar, className)}>
      <header className={s.header}>
        <AriaButton slot="previous" className={f.adornment}>
          <ChevronLeftIcon />
        </AriaButton>
        <Heading className={s.heading} />
        <AriaButton slot="next" className={f.adornment}>
          <ChevronRightIcon />
        </AriaButton>
      </header>
      <CalendarGrid className={s.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={({ isToday }) => cx(s.cell, isToday && s.today)} />}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
