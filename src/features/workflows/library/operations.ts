// Which operations an item of the workflow library offers, as pure functions the page and its tests share: the
// server's `context_menu` (each operation enabled by the rule its call checks), in a stable order. Removal is
// any enabled REMOVE_ operation (REMOVE_FOLDER, REMOVE_WORKFLOW: spec 000 §6). A track is renamed in its settings.
import type { ContentItem } from "../api";

export type Operation = "OPEN" | "RENAME" | "MOVE" | "COPY" | "EXPORT" | "ACCESS" | "REMOVE";
export const OPERATIONS: readonly Operation[] = ["OPEN", "RENAME", "MOVE", "COPY", "EXPORT", "ACCESS", "REMOVE"];

type Item = Pick<ContentItem, "type" | "context_menu">;

/** The operations of an item, in menu order. */
export const itemOperations = (item: Item): Operation[] => {
  const on = new Set(item.context_menu.filter((m) => m.enabled).map((m) => m.operation_name));
  return OPERATIONS.filter((op) =>
    op === "REMOVE" ? [...on].some((n) => n.startsWith("REMOVE_")) : op === "RENAME" ? item.type === "FOLDER" && on.has(op) : on.has(op),
  );
};

/** Track publication states (PublicationStates in the contract), for badges. */
export const STATE_NAMES: Record<number, "draft" | "published" | "modified" | "unpublished"> = { 1: "draft", 2: "published", 3: "modified", 4: "unpublished" };
export const STATE_TONES = { draft: "neutral", published: "success", modified: "warning", unpublished: "neutral" } as const;
