// A labelled text input that filters a list of options. Children are ListBoxItem elements.
import type { ReactNode } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button as AriaButton,
  Group,
  Input,
} from "react-aria-components";
import { withClass } from "./cx";
import { FieldHelp, FieldLabel, type FieldTextProps } from "./Field";
import * as f from "./Field.css";
import { ChevronDownIcon } from "./icons";
import { ListBox } from "./ListBox";
import * as l from "./ListBox.css";
import { Popover } from "./Popover";

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, "children">, FieldTextProps {
  placeholder?: string;
  /** Accessible name of the button that opens the list; pass translated text. */
  openLabel?: string;
  /** Shown in the list when nothing matches. */
  emptyText?: ReactNode;
  children: ReactNode | ((item: T) => ReactNode);
}

export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  openLabel = "Show options",
  emptyText,
  items,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} items={items} allowsEmptyCollection={emptyText != null} className={withClass(f.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={f.box}>
        <Input placeholder={placeholder} className={f.input} />
        <AriaButton className={f.adornment} aria-label={openLabel}>
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover>
        <ListBox renderEmptyState={emptyText != null ? () => <div className={l.empty}>{emptyText}</div> : undefined}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
