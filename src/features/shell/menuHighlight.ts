import type { MenuGroup } from "../../app/access/access";

/** The path of a menu entry without the optional locale segment and an index route's trailing slash: `/users/groups`. */
const entryPath = (to: string) => to.replace("/{-$locale}", "").replace(/(.)\/$/, "$1") || "/";

/**
 * The one entry to highlight: the longest entry path the current page lies under, so `/users/groups/7`
 * highlights "Groups" and not "Users" as well.
 */
export const activeEntryId = (groups: readonly MenuGroup[], pathname: string): string | undefined => {
  const path = pathname.replace(/^\/(en|fr)(?=\/|$)/, "") || "/";
  let best: { id: string; length: number } | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    const p = entryPath(item.to);
    const under = path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`);
    if (under && (!best || p.length > best.length)) best = { id: item.id, length: p.length };
  }
  return best?.id;
};
