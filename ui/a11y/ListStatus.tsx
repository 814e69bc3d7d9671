// A list's or a grid's count and loading state for screen readers: one polite status region that is in the page
// from the first render on (a live region added together with its text is often not read), saying "Loading…"
// while the first page or the next one loads and the count once it is in. `DataTable` shows it as its footer; a
// list of another shape renders it where its count shows, or visually hidden (`hidden`) beside a spinner.
import type { ReactNode } from "react";
import { visuallyHidden } from "./visuallyHidden";

export interface ListStatusProps {
  /** The first page or the next one is loading. */
  loading: boolean;
  /** Said while loading. */
  loadingLabel: string;
  /** Said once loaded (the count), or nothing (a failure is the error state's to say). */
  countLabel: ReactNode;
  /** Shown before the loading label (a small spinner). */
  spinner?: ReactNode;
  className?: string;
  /** Read out but not shown (the list shows its state in another way). */
  hidden?: boolean;
}


export function ListStatus({ loading, loadingLabel, countLabel, spinner, className, hidden }: ListStatusProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={hidden ? undefined : className} style={hidden ? visuallyHidden : undefined} data-testid="list-status">
      {loading ? (
        <>
          {spinner} {loadingLabel}
        </>
      ) : (
        countLabel
      )}
    </div>
  );
}
