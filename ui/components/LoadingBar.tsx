// The thin bar across the top of the page during navigation and layout loading, from 0 to 100 percent.
// It fades out at 100; the app drives `value`.
import { ProgressBar } from "react-aria-components";
import { cx } from "./cx";
import * as s from "./LoadingBar.css";

export interface LoadingBarProps {
  /** Progress from 0 to 100. */
  value: number;
  /** Accessible name; pass translated text. */
  label?: string;
  /** Render in the page flow instead of fixed to the top (for previews). */
  inline?: boolean;
}

export function LoadingBar({ value, label = "Loading", inline }: LoadingBarProps) {
  const v = Math.min(100, Math.max(0, value));
  return (
    <ProgressBar value={v} aria-label={label} className={cx(s.root, inline && s.inline, !inline && v >= 100 && s.done)}>
      <div className={s.fill} style={{ width: `${v}%` }} />
    </ProgressBar>
  );
}
