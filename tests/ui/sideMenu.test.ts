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
  it("does not match a prefix that is not a path segment", () => {
    expect(activeEntryId(groups, "/usersettings")).toBeUndefined();
    expect(activeEntryId(groups, "/en")).toBeUndefined();
  });
});
