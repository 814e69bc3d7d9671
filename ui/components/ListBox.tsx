// Options for Select and ComboBox: a styled ListBox and its items, with a check on the selected one.
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from "react-aria-components";
import { withClass } from "./cx";
import { CheckIcon } from "./icons";
import * as s from "./ListBox.css";

export function ListBox<T extends object>({ className, ...props }: AriaListBoxProps<T>) {
  return <AriaListBox {...props} className={withClass(s.listBox, className)} />;
}

export interface ListBoxItemProps<T extends object> extends Omit<AriaListBoxItemProps<T>, "children"> {
  children: string;
}

export function ListBoxItem<T extends object>({ children, className, textValue, ...props }: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem {...props} textValue={textValue ?? children} className={withClass(s.item, className)}>
      {({ isSelected }) => (
        <>
          <span className={s.itemText}>{children}</span>
          {isSelected && <CheckIcon className={s.check} />}
        </>
      )}
    </AriaListBoxItem>
  );
}
