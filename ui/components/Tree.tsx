// A hierarchical list with expandable items (library folders, org units…).
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Tree as AriaTree,
  TreeItem as AriaTreeItem,
  type TreeItemProps as AriaTreeItemProps,
  TreeItemContent,
  type TreeProps as AriaTreeProps,
} from "react-aria-components";
import { withClass } from "./cx";
import { ChevronRightIcon } from "./icons";
import * as s from "./Tree.css";

export interface TreeProps<T extends object> extends Omit<AriaTreeProps<T>, "renderEmptyState"> {
  /** Shown when the tree has no items. */
  emptyState?: ReactNode;
}

export function Tree<T extends object>({ emptyState, className, ...props }: TreeProps<T>) {
  return (
    <AriaTree
      {...props}
      className={withClass(s.tree, className)}
      renderEmptyState={emptyState != null ? () => <div className={s.empty}>{emptyState}</div> : undefined}
    />
  );
}

export interface TreeItemProps<T extends object> extends Omit<AriaTreeItemProps<T>, "children" | "textValue"> {
  title: string;
  icon?: ReactNode;
  /** Nested TreeItem elements. */
  children?: ReactNode;
  /** Accessible name of the expand/collapse button; react-aria's localised default otherwise. */
  toggleLabel?: string;
}

export function TreeItem<T extends object>({ title, icon, children, toggleLabel, className, ...props }: TreeItemProps<T>) {
  return (
    <AriaTreeItem
      {...props}
      textValue={title}
      className={withClass(s.item, className)}
      style={({ level }) => ({ paddingInlineStart: `calc(${level - 1} * 20px + 4px)` })}
    >
      <TreeItemContent>
        {({ hasChildItems }) => (
          <>
            {hasChildItems ? (
              <AriaButton slot="chevron" className={s.chevron} aria-label={toggleLabel}>
                <ChevronRightIcon />
              </AriaButton>
            ) : (
              <span className={s.spacer} />
            )}
            {icon && <span className={s.icon}>{icon}</span>}
            <span className={s.title}>{title}</span>
          </>
        )}
      </TreeItemContent>
      {children}
    </AriaTreeItem>
  );
}
