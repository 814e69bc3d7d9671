// A small status label (published, overdue, in progress…).
import type { HTMLAttributes } from "react";
import * as s from "./Badge.css";
import { cx } from "./cx";

export type BadgeTone = keyof typeof s.tone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A leading dot, for statuses. */
  dot?: boolean;
}

export function Badge({ tone = "neutral", dot, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(s.badge, s.tone[tone], className)}>
      {dot && <span className={s.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
