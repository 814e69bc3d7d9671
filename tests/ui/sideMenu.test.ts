import { describe, expect, it } from "vitest";
import { buildMenu, type MenuGroup } from "../../src/app/access/access";
import { activeEntryId } from "../../src/features/shell/menuHighlight";

const item = (id: string, to: string) => ({ id, to, label: id, icon: "x", group: "users", order: 0 }) as any;
const groups: MenuGroup[] = [
  { id: "main", label: "m", items: [item("dash", "/{-$locale}/dashboard")] } as any,
  { id: "users", label: "u", items: [item("users", "/{-$locale}/users"), item("groups", "/{-$locale}/users/groups")] } as any,
];

describe("side menu highlight", () => {
  it("highlights only the most specific entry the page lies under", () => {
    expect(activeEntryId(groups, "/users/groups/7")).toBe("groups");
    expect(activeEntryId(groups, "/en/users/groups")).toBe("groups");
    expect(activeEntryId(groups, "/fr/users/42")).toBe("users");
    expect(activeEntryId(groups, "/users")).toBe("users");
  });
  it("reads index routes' full paths, which end in a slash, as their folder", () => {
    const index: MenuGroup[] = [
      { id: "users", label: "u", items: [item("users", "/{-$locale}/users/"), item("groups", "/{-$locale}/users/groups/"), item("roles", "/{-$locale}/users/roles/")] } as any,
    ];
    expect(activeEntryId(index, "/en/users/groups")).toBe("groups");
    expect(activeEntryId(index, "/users/roles/3")).toBe("roles");
    expect(activeEntryId(index, "/fr/users")).toBe("users");
    expect(activeEntryId(index, "/users/12")).toBe("users");
  });
  it("does not match a prefix that is not a path segment", () => {
    expect(activeEntryId(groups, "/usersettings")).toBeUndefined();
    expect(activeEntryId(groups, "/en")).toBeUndefined();
  });
});

describe("learning entries and the person's tracks", () => {
  // spec 000 Menus: learning is hidden when the person's workflow count is zero; the page stays open
  const route = (id: string, tracks?: "onboarding" | "growth") =>
    ({ id, fullPath: `/{-$locale}/${id}`, options: { staticData: { access: { section: "learning" }, menu: { group: "learning", label: id, icon: "book", order: 1, tracks } } } }) as any;
  const session = (onboarding: number, growth: number) =>
    ({ features: {}, user: { is_manager: false }, permissions: { learning: { use_route: true } }, tracks: { onboarding, growth } }) as any;
  const ids = (menu: MenuGroup[]) => menu.flatMap((g) => g.items.map((i) => i.id));
  const routes = [route("learning", "onboarding"), route("growthTrack", "growth"), route("myTasks")];
  it("shows a kind of track's entry only to someone with a track of that kind", () => {
    expect(ids(buildMenu(routes, session(0, 0)))).toEqual(["myTasks"]);
    expect(ids(buildMenu(routes, session(2, 0))).sort()).toEqual(["learning", "myTasks"]);
    expect(ids(buildMenu(routes, session(0, 1))).sort()).toEqual(["growthTrack", "myTasks"]);
  });
});
