// Internal units as a tree (spec 001 §7 getInternalUnitsTree): the source's units ordered by their full path
// and indented by depth, so a select shows the hierarchy.
import { useQuery } from "@tanstack/react-query";
import type { SourceOption } from "./api";
import { unitsQuery } from "./queries";

/** Options ordered as a tree: each unit after its path's parent, its label indented by its level. */
export const asTree = (options: readonly SourceOption[], units: readonly Record<string, unknown>[]): SourceOption[] => {
  const byId = new Map(units.map((u) => [String(u.id), u]));
  const pathOf = (o: SourceOption) => String(byId.get(String(o.id))?.full_path ?? o.value);
  const depthOf = (o: SourceOption) => {
    const u = byId.get(String(o.id));
    const level = Number(u?.level);
    return Number.isFinite(level) && level > 0 ? level - 1 : Math.max(0, pathOf(o).split("/").length - 1);
  };
  return [...options]
    .sort((a, b) => pathOf(a).localeCompare(pathOf(b)))
    .map((o) => ({ id: o.id, value: `${"\u00a0\u00a0\u00a0".repeat(Math.min(depthOf(o), 8))}${o.value}` }));
};

/** For the internal units source: its options as a tree; otherwise undefined. */
export function useUnitTree(on: boolean, options: readonly SourceOption[] | undefined) {
  const units = useQuery({ ...unitsQuery(), enabled: on });
  return on && options && units.data ? asTree(options, units.data) : undefined;
}
