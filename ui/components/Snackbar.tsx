// The snackbar region (bottom left): shows the messages it is given, each with an optional undo
// and a close button. Timing and queueing live in a state machine outside the design system.
import type { ReactNode } from "react";
import { Button } from "./Button";
import { cx } from "./cx";
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "./icons";
import * as s from "./Snackbar.css";

export type SnackbarVariant = keyof typeof s.variant;

export interface SnackbarItem {
  id: string | number;
  message: ReactNode;
  variant?: SnackbarVariant;
  /** Label of the undo button; the button shows only when given. */
  undoLabel?: string;
}

export interface SnackbarProps {
  items: readonly SnackbarItem[];
  onUndo?: (id: SnackbarItem["id"]) => void;
  onClose?: (id: SnackbarItem["id"]) => void;
  /** Accessible names; pass translated text. */
  closeLabel?: string;
  regionLabel?: string;
  /** Give each item a live role (status, alert for errors); off, the region itself is a polite live region (the
   * app's: present before any message, so every message put into it is read). */
  liveRoles?: boolean;
  /** Render in the page flow instead of fixed to the corner (for previews). */
  inline?: boolean;
}

const icons: Record<SnackbarVariant, ReactNode> = {
  success: <CheckCircleIcon size={18} />,
  error: <AlertCircleIcon size={18} />,
  warning: <AlertTriangleIcon size={18} />,
  info: <InfoIcon size={18} />,
};

export function Snackbar({ items, onUndo, onClose, closeLabel = "Close", regionLabel = "Notifications", liveRoles = true, inline }: SnackbarProps) {
  return (
    <section aria-label={regionLabel} aria-live={liveRoles ? undefined : "polite"} className={cx(s.region, inline && s.inline)}>
      {items.map((item) => {
        const variant = item.variant ?? "info";
        return (
          <div key={item.id} role={liveRoles ? (variant === "error" ? "alert" : "status") : undefined} className={cx(s.item, s.variant[variant])}>
            <span className={s.icon}>{icons[variant]}</span>
            <div className={s.message}>{item.message}</div>
            <div className={s.actions}>
              {item.undoLabel && onUndo && (
                <Button variant="ghost" size="sm" className={s.action} onPress={() => onUndo(item.id)}>
                  {item.undoLabel}
                </Button>
              )}
              {onClose && (
                <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} className={s.close} onPress={() => onClose(item.id)}>
                  <CloseIcon size={16} />
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
