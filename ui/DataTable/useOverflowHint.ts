// Whether a scroller has more content to the right than it shows: the table then fades its right edge, so columns
// cut off at the frame read as "more this way" rather than as the end of the table.
import { type RefObject, useEffect, useState } from "react";

export function useOverflowHint(ref: RefObject<HTMLElement | null>, contentWidth: number) {
  const [moreRight, setMoreRight] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new content width (columns shown or hidden) re-checks
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setMoreRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    check();
    el.addEventListener("scroll", check, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(check);
    resize?.observe(el);
    return () => {
      el.removeEventListener("scroll", check);
      resize?.disconnect();
    };
  }, [ref, contentWidth]);
  return moreRight;
}
