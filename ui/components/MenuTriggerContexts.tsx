// The contexts react-aria-components' `MenuTrigger` gives its `Menu` and `Popover`, for `LazyMenuTrigger`, whose
// trigger is rendered without them: the same values, from the trigger's state and `useMenuTrigger`'s menu props.
// Loaded with the menu, after the first screen.
import { type ReactNode, type RefObject, useRef } from "react";
import type { AriaMenuOptions } from "react-aria";
import { MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from "react-aria-components";
import type { RootMenuTriggerState } from "react-stately";

interface MenuTriggerContextsProps {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export default function MenuTriggerContexts({ state, menuProps, triggerRef, children }: MenuTriggerContextsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef } as never],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: "MenuTrigger", triggerRef, scrollRef, placement: "bottom start", "aria-labelledby": menuProps["aria-labelledby"] } as never,
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
