// A menu button whose menu loads after the first screen: the trigger (react-aria's useMenuTrigger, the same
// keyboard and ARIA as `MenuTrigger`: Enter, Space and the arrow keys open it, aria-haspopup and aria-expanded)
// is light, and react-aria's menu and popover code comes with `menu`, a lazy component that renders
// `ui/components/Menu`. The shell's toolbar uses it so that the dashboard's first load does without that code
// (the first-load budget, docs/architecture.md). The menu module is fetched when the browser is idle after the
// first screen, so a press usually opens it at once; pressed before, it opens as soon as it has loaded, with the
// focus strategy of the key that opened it.
import { lazy, type ReactElement, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { PressResponder } from "react-aria/private/interactions/PressResponder";
import { useMenuTrigger } from "react-aria/useMenu";
import { useMenuTriggerState } from "react-stately/useMenuTriggerState";
import { whenIdle } from "../idle";

const loadContexts = () => import("./MenuTriggerContexts");
const MenuTriggerContexts = lazy(loadContexts);

export interface LazyMenuTriggerProps {
  /** The button that opens the menu (a `ui/components/Button`). */
  children: ReactElement;
  /** The menu: an element of a lazy component that renders `Menu` from `ui/components/Menu`. */
  menu: ReactNode;
  /** Fetches the lazy component's module (what `lazy` was given). */
  preload: () => Promise<unknown>;
}

export function LazyMenuTrigger({ children, menu, preload }: LazyMenuTriggerProps) {
  const state = useMenuTriggerState({});
  const ref = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: "menu" }, state, ref);
  // Mounted from the first opening on, so that the menu can animate out.
  const [used, setUsed] = useState(false);
  if (state.isOpen && !used) setUsed(true);
  const load = () => {
    loadContexts().catch(() => {});
    preload().catch(() => {});
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per mount
  useEffect(() => whenIdle(load), []);
  return (
    <>
      <PressResponder {...menuTriggerProps} ref={ref} isPressed={state.isOpen}>
        {children}
      </PressResponder>
      {used && (
        <Suspense fallback={null}>
          <MenuTriggerContexts state={state} menuProps={menuProps} triggerRef={ref}>
            {menu}
          </MenuTriggerContexts>
        </Suspense>
      )}
    </>
  );
}
