// Where a nested page sits: links to the pages above it, then the current page (not a link, aria-current).
// Labels come in translated; `label` names the navigation landmark.
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs } from "react-aria-components";
import * as s from "./Breadcrumbs.css";
import { ChevronRightIcon } from "./icons";
import { Link } from "./Link";

export interface Crumb {
  readonly label: string;
  /** The page's address; the last crumb (the current page) has none. */
  readonly href?: string;
}

export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={s.list}>
        {items.map((c, i) => (
          <Breadcrumb key={c.href ?? `current:${c.label}`} id={c.href ?? `current:${c.label}`} className={s.item}>
            {i > 0 && (
              <span className={s.sep} aria-hidden="true">
                <ChevronRightIcon size={14} />
              </span>
            )}
            {c.href && i < items.length - 1 ? (
              <Link href={c.href} quiet>
                {c.label}
              </Link>
            ) : (
              <span className={s.current} aria-current="page">
                {c.label}
              </span>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
