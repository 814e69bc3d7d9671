// The workflow folders as a tree: a root for the top of the library (key 0), the server's flat items nested by
// parent under it, the selected folder's ancestors expanded. Arrow keys move, Enter opens. Used by the page's
// left pane and by the move/copy picker.
import { useEffect, useMemo, useState } from "react";
import type { Key, Selection } from "react-aria-components";
import { FolderIcon } from "../../../../ui/components/icons";
import { Tree, TreeItem } from "../../../../ui/components/Tree";
import { useT } from "../../lists/useT";
import type { TreeItem as Item } from "../api";

/** The tree's key of the library's top (folders have positive ids). */
export const ROOT = 0;

interface Props {
  readonly items: readonly Item[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
  readonly "aria-label": string;
  /** Folders that cannot be chosen (shown, but disabled): a move's current place, a moved folder's own subtree. */
  readonly disabledIds?: readonly number[];
}

export function WorkflowTree({ items, selectedId, onSelect, disabledIds = [], ...rest }: Props) {
  const t = useT();
  const children = useMemo(() => {
    const ids = new Set(items.map((i) => i.id));
    const map = new Map<number, Item[]>();
    for (const i of items) {
      const parent = i.parent_folder_id !== null && ids.has(i.parent_folder_id) ? i.parent_folder_id : ROOT;
      map.set(parent, [...(map.get(parent) ?? []), i]);
    }
    return map;
  }, [items]);
  const ancestors = useMemo(() => {
    const byId = new Map(items.map((i) => [i.id, i]));
    const out: number[] = [ROOT];
    for (let cur = selectedId ? byId.get(selectedId) : undefined; cur?.parent_folder_id && !out.includes(cur.parent_folder_id); cur = byId.get(cur.parent_folder_id))
      out.push(cur.parent_folder_id);
    return out;
  }, [items, selectedId]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(ancestors));
  // Opening a folder elsewhere (content, breadcrumbs) reveals it in the tree.
  useEffect(() => setExpanded((e) => (ancestors.every((id) => e.has(id)) ? e : new Set([...e, ...ancestors]))), [ancestors]);

  const name = (title: string, id: number) => (disabledIds.includes(id) ? t("workflows.tree.current", { name: title }) : title);
  const render = (parent: number, seen: Set<number>): React.ReactNode =>
    (children.get(parent) ?? []).filter((i) => !seen.has(i.id)).map((i) => (
      <TreeItem key={i.id} id={i.id} title={name(i.display_name, i.id)} icon={<FolderIcon size={16} />} toggleLabel={t("workflows.tree.toggle", { name: i.display_name })}>
        {children.has(i.id) ? render(i.id, new Set([...seen, i.id])) : null}
      </TreeItem>
    ));
  const rootName = name(t("workflows.title"), ROOT);
  return (
    <Tree
      {...rest}
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
    >
      <TreeItem id={ROOT} title={rootName} icon={<FolderIcon size={16} />} toggleLabel={t("workflows.tree.toggle", { name: t("workflows.title") })}>
        {render(ROOT, new Set())}
      </TreeItem>
    </Tree>
  );
}
