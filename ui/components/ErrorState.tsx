// What a list or page shows when loading failed: the message and a retry button.
import type { ReactNode } from "react";
import { Button } from "./Button";
import { cx } from "./cx";
import * as s from "./EmptyState.css";
import { AlertTriangleIcon } from "./icons";

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Label of the retry button; the button shows when both it and `onRetry` are given. */
  retryLabel?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Announce the error to screen readers when it appears. */
  announce?: boolean;
  className?: string;
}

export function ErrorState({ title, description, retryLabel, onRetry, isRetrying, headingLevel, announce, className }: ErrorStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div className={cx(s.root, className)} role={announce ? "alert" : undefined}>
      <span className={cx(s.iconWrap, s.iconTone.danger)} aria-hidden="true">
        <AlertTriangleIcon size={22} />
      </span>
      <Title className={s.title}>{title}</Title>
      {description && <p className={s.description}>{description}</p>}
      {retryLabel && onRetry && (
        <div className={s.action}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
