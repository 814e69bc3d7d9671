// The side menu, built from the routes the user may open (the route tree's `menu` entries): the new variant
// groups them in collapsible sections with icons, the classic one lists them under plain headings. On narrow
// screens the menu is a modal drawer (SideMenuDrawer.tsx, loaded when it first opens): focus stays inside while it
// is open, the page behind is inert, Escape or a press outside closes it, and focus returns to the menu button.
import { Link, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { ChevronRightIcon } from "../../../ui/components/icons";
import type { MenuGroup, MenuItem } from "../../app/access/access";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";
import { MenuEntryIcon } from "../../app/icons";
import { activeEntryId } from "./menuHighlight";
import * as s from "./SideMenu.css";

const SideMenuDrawer = lazy(() => import("./SideMenuDrawer"));

interface SideMenuProps {
  groups: readonly MenuGroup[];
  variant: "new" | "classic";
  open: boolean;
  /** Narrow screens: the menu overlays the page and closes after navigation. */
  overlay: boolean;
  onClose: () => void;
}

function Entry({ item, classic, active, onNavigate }: { item: MenuItem; classic: boolean; active: boolean; onNavigate: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li>
      <Link
        to={item.to as never}
        params={{ locale: localeParam(locale) } as never}
        className={[s.link, classic && s.classicLink, active && s.active].filter(Boolean).join(" ")}
        aria-current={active ? "page" : undefined}
        activeOptions={{ exact: true }}
        onClick={onNavigate}
      >
        {!classic && <MenuEntryIcon name={item.icon} size={18} className={s.linkIcon} />}
        <span>{intl.formatMessage({ id: item.label })}</span>
      </Link>
    </li>
  );
}

function NewGroup({ group, activeId, onNavigate }: { group: MenuGroup; activeId?: string; onNavigate: () => void }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(true);
  const listId = `menu-group-${group.id}`;
  const items = (
    <ul className={s.list} id={listId}>
      {group.items.map((item) => (
        <Entry key={item.id} item={item} classic={false} active={item.id === activeId} onNavigate={onNavigate} />
      ))}
    </ul>
  );
  if (group.id === "main") return <div className={s.group} data-guide={group.guide}>{items}</div>;
  return (
    <div className={s.group} data-guide={group.guide}>
      <button type="button" className={s.groupToggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
        <span>{intl.formatMessage({ id: group.label })}</span>
        <ChevronRightIcon size={16} className={[s.chevron, expanded && s.chevronOpen].filter(Boolean).join(" ")} />
      </button>
      {expanded && items}
    </div>
  );
}

function ClassicGroup({ group, activeId, onNavigate }: { group: MenuGroup; activeId?: string; onNavigate: () => void }) {
  const intl = useIntl();
  const headingId = `menu-heading-${group.id}`;
  return (
    <div className={s.group} data-guide={group.guide}>
      <h2 className={s.groupHeading} id={headingId}>
        {intl.formatMessage({ id: group.label })}
      </h2>
      <ul className={s.list} aria-labelledby={headingId}>
        {group.items.map((item) => (
          <Entry key={item.id} item={item} classic active={item.id === activeId} onNavigate={onNavigate} />
        ))}
      </ul>
    </div>
  );
}

export function SideMenu({ groups, variant, open, overlay, onClose }: SideMenuProps) {
  const intl = useIntl();
  const onNavigate = () => overlay && onClose();
  const Group = variant === "classic" ? ClassicGroup : NewGroup;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeId = activeEntryId(groups, pathname);
  const label = intl.formatMessage({ id: "nav.label" });
  // The drawer is mounted from its first opening on, so that it can animate out.
  const [used, setUsed] = useState(false);
  if (overlay && open && !used) setUsed(true);
  const nav = (className: string) => (
    <nav id="side-menu" aria-label={label} className={className} data-variant={variant}>
      {groups.length === 0 ? (
        <p className={s.empty}>{intl.formatMessage({ id: "nav.empty" })}</p>
      ) : (
        groups.map((g) => <Group key={g.id} group={g} activeId={activeId} onNavigate={onNavigate} />)
      )}
    </nav>
  );
  if (!overlay) return nav([s.drawer, !open && s.closed].filter(Boolean).join(" "));
  return (
    used && (
      <Suspense fallback={null}>
        <SideMenuDrawer open={open} label={label} onClose={onClose}>
          {nav("")}
        </SideMenuDrawer>
      </Suspense>
    )
  );
}
