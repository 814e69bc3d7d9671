// Class name helpers for wrapping react-aria-components, whose className may be a render function.
import { composeRenderProps } from "react-aria-components";

/** Joins truthy class names. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** Puts our class first and keeps the caller's className, static or a render-props function. */
export function withClass<T>(ours: string | ((values: T) => string), theirs: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined) {
  return composeRenderProps(theirs as any, (their: string | undefined, values: T) =>
    cx(typeof ours === "function" ? ours(values) : ours, their),
  ) as (values: T & { defaultClassName: string | undefined }) => string;
}
