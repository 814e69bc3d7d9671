// The folder tree of the library (left pane) and of the move/copy picker: the server's flat tree items nested by
// parent, special roots translated, the selected folder's ancestors expanded. Arrow keys move, Enter opens.
import { useEffect, useMemo, useState } from "react";
import type { Key, Selection } from "react-aria-components";
import { FolderIcon } from "../../../../ui/components/icons";
import { Tree, TreeItem } from "../../../../ui/components/Tree";
import { useT } from "../../lists/useT";
import type { TreeItem as Item } from "../api";
import { isSpecialFolder, SPECIAL_NAMES } from "./display";

interface Props {
  readonly items: readonly Item[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
  readonly "aria-label": string;
  /** Folders that cannot be chosen (shown, but disabled). */
  readonly disabledIds?: readonly number[];
  readonly className?: string;
}

/** Children per parent id (null for the roots), in the server's order (natural by name). */
const childrenOf = (items: readonly Item[]) => {
  const map = new Map<number | null, Item[]>();
  const ids = new Set(items.map((i) => i.id));
  for (const i of items) {
    const parent = i.parent_folder_id !== null && ids.has(i.parent_folder_id) && i.parent_folder_id !== i.id ? i.parent_folder_id : null;
    map.set(parent, [...(map.get(parent) ?? []), i]);
  }
  return map;
};

/** The ids from a root down to `id`, so that the selected folder is visible. */
const ancestorsOf = (items: readonly Item[], id: number | null) => {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: number[] = [];
  let cur = id === null ? undefined : byId.get(id);
  const seen = new Set<number>();
  while (cur && cur.parent_folder_id !== null && !seen.has(cur.id)) {
    seen.add(cur.id);
    out.push(cur.parent_folder_id);
    cur = byId.get(cur.parent_folder_id);
  }
  return out;
};

export function FolderTree({ items, selectedId, onSelect, disabledIds, className, ...rest }: Props) {
  const t = useT();
  const tree = useMemo(() => childrenOf(items), [items]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set([1, 5, ...ancestorsOf(items, selectedId)]));
  // Opening a folder (here, in the content view or the breadcrumbs) reveals it and its subfolders in the tree.
  useEffect(() => {
    const up = [...ancestorsOf(items, selectedId), ...(selectedId !== null && tree.has(selectedId) ? [selectedId] : [])];
    setExpanded((e) => (up.every((id) => e.has(id)) ? e : new Set([...e, ...up])));
  }, [items, selectedId, tree]);

  const plain = (i: Item) => (isSpecialFolder(i.id) && i.parent_folder_id === null ? t(SPECIAL_NAMES[i.id] ?? i.display_name) : i.display_name);
  // A folder that cannot be chosen still opens (to reach its subfolders); its title says why it cannot be chosen.
  const name = (i: Item) => (disabledIds?.includes(i.id) ? t("library.tree.current", { name: plain(i) }) : plain(i));
  const render = (parent: number | null, seen: Set<number>): React.ReactNode =>
    (tree.get(parent) ?? []).filter((i) => !seen.has(i.id)).map((i) => (
      <TreeItem key={i.id} id={i.id} title={name(i)} icon={<FolderIcon size={16} />} toggleLabel={t("library.tree.toggle", { name: name(i) })}>
        {tree.has(i.id) ? render(i.id, new Set([...seen, i.id])) : null}
      </TreeItem>
    ));

  return (
    <Tree
      {...rest}
      className={className}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys: Selection) => {
        const [first] = keys === "all" ? [] : [...keys];
        if (first !== undefined) onSelect(Number(first));
      }}
      disabledKeys={disabledIds}
      disabledBehavior="selection"
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      emptyState={t("library.tree.empty")}
    >
      {render(null, new Set())}
    </Tree>
  );
}
