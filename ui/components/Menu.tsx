// A dropdown menu of actions: <MenuTrigger><Button…/><Menu><MenuItem…/></Menu></MenuTrigger>.
import type { ReactNode } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger,
  Separator,
} from "react-aria-components";
import { cx, withClass } from "./cx";
import * as s from "./Menu.css";
import { Popover, type PopoverProps } from "./Popover";

export { MenuTrigger };

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  placement?: PopoverProps["placement"];
}

export function Menu<T extends object>({ placement = "bottom start", className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <AriaMenu {...props} className={withClass(s.menu, className)} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object> extends Omit<AriaMenuItemProps<T>, "children"> {
  children: ReactNode;
  icon?: ReactNode;
  /** A hint shown at the end of the row, e.g. a keyboard shortcut. */
  hint?: ReactNode;
  /** Style as a destructive action. */
  danger?: boolean;
}

export function MenuItem<T extends object>({ children, icon, hint, danger, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={withClass(cx(s.item, danger && s.danger), className)}
    >
      {icon && <span className={s.icon}>{icon}</span>}
      <span>{children}</span>
      {hint && <span className={s.shortcut}>{hint}</span>}
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={s.separator} />;
}
