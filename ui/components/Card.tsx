// A bordered surface with an optional header (title, description, actions) and footer.
import type { HTMLAttributes, ReactNode } from "react";
import * as s from "./Card.css";
import { cx } from "./cx";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  title?: ReactNode;
  /** Heading level of the title, to keep the page outline in order. */
  titleLevel?: 2 | 3 | 4;
  description?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
}

export function Card({ title, titleLevel = 3, description, actions, footer, children, className, ...props }: CardProps) {
  const H = `h${titleLevel}` as const;
  return (
    <section {...props} className={cx(s.card, className)}>
      {(title || actions) && (
        <div className={s.header}>
          <div className={s.titles}>
            {title && <H className={s.title}>{title}</H>}
            {description && <p className={s.description}>{description}</p>}
          </div>
          {actions && <div className={s.actions}>{actions}</div>}
        </div>
      )}
      {children != null && <div className={s.body}>{children}</div>}
      {footer && <div className={s.footer}>{footer}</div>}
    </section>
  );
}
