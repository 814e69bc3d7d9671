// A labelled date-and-time field with a calendar popover, to the minute, in the browser's time zone and the page's
// locale (react-aria's I18nProvider). Values are ISO instants ("2026-03-01T11:30:00.000Z"), as the API takes them.
import { getLocalTimeZone, now, parseAbsoluteToLocal, type ZonedDateTime } from "@internationalized/date";
import { DatePicker as AriaDatePicker, type DatePickerProps as AriaDatePickerProps } from "react-aria-components";
import { withClass } from "./cx";
import { DatePickerParts } from "./DatePicker";
import type { FieldTextProps } from "./Field";
import * as f from "./Field.css";

type IsoInstant = string;

export interface DateTimePickerProps
  extends Omit<AriaDatePickerProps<ZonedDateTime>, "children" | "value" | "defaultValue" | "onChange" | "minValue" | "maxValue" | "granularity">,
    FieldTextProps {
  value?: IsoInstant | null;
  onChange?: (value: IsoInstant | null) => void;
  /** Accessible name of the calendar button; react-aria's localised default otherwise. */
  openLabel?: string;
}

/** An ISO instant in the local time zone, or null when empty or malformed. */
function toZoned(iso: IsoInstant | null | undefined): ZonedDateTime | null | undefined {
  if (iso === undefined) return undefined;
  if (!iso) return null;
  try {
    return parseAbsoluteToLocal(iso);
  } catch {
    return null;
  }
}

export function DateTimePicker({ label, description, errorMessage, value, onChange, openLabel, className, ...props }: DateTimePickerProps) {
  return (
    <AriaDatePicker
      hideTimeZone
      {...props}
      granularity="minute"
      // Typing into an empty field starts from now, in the browser's zone, so each segment makes a full instant.
      placeholderValue={now(getLocalTimeZone()).set({ second: 0, millisecond: 0 })}
      value={toZoned(value)}
      onChange={onChange ? (d) => onChange(d ? d.toDate().toISOString() : null) : undefined}
      className={withClass(f.field, className)}
    >
      <DatePickerParts label={label} description={description} errorMessage={errorMessage} openLabel={openLabel} />
    </AriaDatePicker>
  );
}
