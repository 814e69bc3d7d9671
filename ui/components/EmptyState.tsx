// What a list or page shows when it has nothing yet: an icon, a title, a hint and an optional action.
import type { ReactNode } from "react";
import { cx } from "./cx";
import * as s from "./EmptyState.css";
import { InboxIcon } from "./icons";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons, e.g. "Create". */
  action?: ReactNode;
  /** Render the title as a heading of this level; by default it is plain text. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div className={cx(s.root, className)}>
      <span className={cx(s.iconWrap, s.iconTone.neutral)} aria-hidden="true">
        {icon ?? <InboxIcon size={22} />}
      </span>
      <Title className={s.title}>{title}</Title>
      {description && <p className={s.description}>{description}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}
