// Access decisions from route declarations and the session: the same functions guard navigation and build
// the menus, so a menu never shows a route the guard would refuse.
import type { AnyRoute } from "@tanstack/react-router";
import type { SessionData } from "../../../services/contract/auth";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { MenuGroups } from "./groups";
import type { MenuEntry, MenuGroupId, RouteAccess } from "./types";

/** Whether the session satisfies one route declaration (none means open). */
export const canAccess = (access: RouteAccess | undefined, session: SessionData): boolean => {
  if (!access) return true;
  if (access.feature && !session.features[access.feature]) return false;
  if (access.manager && !session.user.is_manager) return false;
  return allows(session.permissions as Permissions, access.section, access.flag);
};

/** Whether the session may open a route: the route and every route above it must allow it. */
export const canReach = (route: AnyRoute, session: SessionData): boolean => {
  for (let r: AnyRoute | undefined = route; r; r = r.parentRoute as AnyRoute | undefined)
    if (!canAccess(r.options?.staticData?.access, session)) return false;
  return true;
};

export interface MenuItem extends MenuEntry {
  /** The route's full path with the optional locale segment, for `<Link to>`. */
  readonly to: string;
  readonly id: string;
}
export interface MenuGroup {
  readonly id: MenuGroupId;
  readonly label: string;
  readonly guide?: number;
  readonly items: readonly MenuItem[];
}

/** A menu entry for a kind of track shows only when the person has one (the session's counts). */
const hasTracksFor = (menu: MenuEntry, session: SessionData) => !menu.tracks || (session.tracks?.[menu.tracks] ?? 0) > 0;

/** The menu a session sees: routes with a menu entry that it can reach, grouped; empty groups dropped. */
export const buildMenu = (routes: readonly AnyRoute[], session: SessionData): MenuGroup[] => {
  const items = routes
    .filter((r) => r.options?.staticData?.menu && canReach(r, session) && hasTracksFor(r.options.staticData.menu, session))
    .map((r) => ({ ...(r.options.staticData!.menu as MenuEntry), to: r.fullPath as string, id: r.id as string }));
  return MenuGroups.map((g) => ({ ...g, items: items.filter((i) => i.group === g.id).sort((a, b) => a.order - b.order) })).filter(
    (g) => g.items.length > 0,
  );
};

/** The first route of the menu: a signed-in user's home. */
export const firstAllowed = (routes: readonly AnyRoute[], session: SessionData): MenuItem | undefined =>
  buildMenu(routes, session)[0]?.items[0];
