// A labelled single-choice dropdown. Children are ListBoxItem elements, or a function of `items`.
import type { ReactNode } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button as AriaButton,
  SelectValue,
} from "react-aria-components";
import { cx, withClass } from "./cx";
import { FieldHelp, FieldLabel, type FieldTextProps } from "./Field";
import * as f from "./Field.css";
import { ChevronDownIcon } from "./icons";
import { ListBox } from "./ListBox";
import { Popover } from "./Popover";
import * as s from "./Select.css";

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, "children">, FieldTextProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({ label, description, errorMessage, items, children, className, ...props }: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={withClass(f.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <AriaButton className={cx(f.box, s.trigger)}>
        <SelectValue className={s.value} />
        <ChevronDownIcon className={s.chevron} />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}
