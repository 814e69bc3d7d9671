// A labelled date field with a calendar popover. Values are ISO dates ("YYYY-MM-DD"), as in the API.
import { parseDate } from "@internationalized/date";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button as AriaButton,
  type DateValue,
  DateInput,
  DateSegment,
  Dialog,
  Group,
} from "react-aria-components";
import { Calendar } from "./Calendar";
import { withClass } from "./cx";
import * as s from "./DatePicker.css";
import { FieldHelp, FieldLabel, type FieldTextProps } from "./Field";
import * as f from "./Field.css";
import { CalendarIcon } from "./icons";
import { Popover } from "./Popover";

type IsoDate = string;

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<DateValue>, "children" | "value" | "defaultValue" | "onChange" | "minValue" | "maxValue">,
    FieldTextProps {
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  onChange?: (value: IsoDate | null) => void;
  minValue?: IsoDate;
  maxValue?: IsoDate;
  /** Accessible name of the calendar button; react-aria's localised default otherwise. */
  openLabel?: string;
}

/** A "YYYY-MM-DD" string as a calendar date, or null when empty or malformed. */
function toDate(iso: IsoDate | null | undefined): DateValue | null | undefined {
  if (iso === undefined) return undefined;
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  openLabel,
  className,
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      onChange={onChange ? (d) => onChange(d ? d.toString().slice(0, 10) : null) : undefined}
      className={withClass(f.field, className)}
    >
      <DatePickerParts label={label} description={description} errorMessage={errorMessage} openLabel={openLabel} />
    </AriaDatePicker>
  );
}

/** The inside of a date picker: label, segments with the calendar button, help, and the calendar popover. */
export function DatePickerParts({ label, description, errorMessage, openLabel }: FieldTextProps & { openLabel?: string }) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <Group className={f.box}>
        <DateInput className={s.dateInput}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
        <AriaButton className={f.adornment} aria-label={openLabel}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom end">
        <Dialog className={s.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </>
  );
}
