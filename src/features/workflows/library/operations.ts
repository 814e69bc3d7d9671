// Which operations an item of the workflow library offers, as pure functions the page and its tests share. The
// server's `context_menu` decides when it names an operation; otherwise the item's effective level does (spec 000
// §6 library levels: Reader opens and copies, Editor renames, moves and creates, Manager also sets access; removal
// needs the item's `removable`). The server checks every call again.
import type { ContentItem } from "../api";

export type Operation = "OPEN" | "RENAME" | "MOVE" | "COPY" | "EXPORT" | "ACCESS" | "REMOVE";
export const OPERATIONS: readonly Operation[] = ["OPEN", "RENAME", "MOVE", "COPY", "EXPORT", "ACCESS", "REMOVE"];

type Item = Pick<ContentItem, "type" | "level" | "removable" | "context_menu">;

const byLevel = (item: Item, op: Operation): boolean => {
  const track = item.type === "FILE";
  switch (op) {
    case "OPEN":
      return true;
    case "COPY":
    case "EXPORT":
      return track;
    case "RENAME":
      return !track && item.level >= 2;
    case "MOVE":
      return item.level >= 2;
    case "ACCESS":
      return item.level >= 3;
    case "REMOVE":
      return item.removable;
  }
};

/** The operations of an item, in menu order. */
export const itemOperations = (item: Item): Operation[] =>
  OPERATIONS.filter((op) => {
    const named = item.context_menu.find((m) => m.operation_name === op);
    return named ? named.enabled && (op !== "REMOVE" || item.removable) : byLevel(item, op);
  });

/** Track publication states (PublicationStates in the contract), for badges. */
export const STATE_NAMES: Record<number, "draft" | "published" | "modified" | "unpublished"> = { 1: "draft", 2: "published", 3: "modified", 4: "unpublished" };
export const STATE_TONES = { draft: "neutral", published: "success", modified: "warning", unpublished: "neutral" } as const;
