// What a route declares about itself. The route tree is the single source for guards and menus: a route's
// `staticData.access` says which permission section (and flag) it needs, `staticData.menu` puts it in the menu.
import type { Flag, Section } from "../../../services/contract/permissions";

/** Optional client features (session `features`) a route may depend on. */
export type Feature = "integration" | "assessment" | "development_plan" | "news" | "courses";

export interface RouteAccess {
  /** The permission section whose `use_route` the route needs. */
  readonly section: Section;
  /** A rule flag inside the section, when the route needs more than seeing the section. */
  readonly flag?: Flag;
  /** A client feature that must be on; the route (and its menu entry) disappears when it is off. */
  readonly feature?: Feature;
  /** Manager routes also need the user to be a manager (spec 000 §6). */
  readonly manager?: boolean;
}

export type MenuGroupId =
  | "main" | "learning" | "growth" | "manager" | "analytics" | "management" | "users" | "preferences" | "settings" | "clients" | "support";

export type MenuIcon =
  | "home" | "book" | "growth" | "team" | "chart" | "briefcase" | "users" | "sliders" | "settings" | "building" | "palette" | "grid"
  | "calendar";

export interface MenuEntry {
  readonly group: MenuGroupId;
  /** Message id of the label. */
  readonly label: string;
  /** Message id of a one-line description (dashboard cards). */
  readonly description?: string;
  readonly icon: MenuIcon;
  /** Position inside the group. */
  readonly order: number;
  /** Shown only to someone with tracks of this kind (spec 000 Menus: learning is hidden when the person has none);
   * the page itself stays open and says there are none. */
  readonly tracks?: "onboarding" | "growth";
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** What the route needs; routes without it are open to any signed-in user (inside the app layout). */
    access?: RouteAccess;
    /** Where the route appears in the side menu and on the dashboard. */
    menu?: MenuEntry;
    /** Message id of the page title (document title). */
    title?: string;
  }
}
