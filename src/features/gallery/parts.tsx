// Layout pieces of the gallery: a section with an h2, a group with an h3, a captioned specimen; and its text.
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { cx } from "../../../ui/components/cx";
import * as s from "./Gallery.css";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={s.section}>
      <h2 id={`${id}-title`} className={s.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Group({ title, note, children, plain }: { title: string; note?: ReactNode; children: ReactNode; plain?: boolean }) {
  return (
    <div className={s.group}>
      <h3 className={s.h3}>{title}</h3>
      {note && <p className={s.note}>{note}</p>}
      {plain ? children : <div className={s.panel}>{children}</div>}
    </div>
  );
}

export function Grid({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <div className={cx(s.grid, wide && s.wide)}>{children}</div>;
}

export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.specimen}>
      <p className={s.caption}>{label}</p>
      <div>{children}</div>
    </div>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return <div className={s.row}>{children}</div>;
}

/** The gallery's text in the interface language: every caption and sample is a `gallery.*` message. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
