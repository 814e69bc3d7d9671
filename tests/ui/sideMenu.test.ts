import { describe, expect, it } from "vitest";
import type { MenuGroup } from "../../src/app/access/access";
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
