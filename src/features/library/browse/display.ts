// What a content page shows (spec 001 §5 Library display), as pure functions the page and its tests share:
// hidden images, natural numeric order (folders first), groups with counts, and the special roots 1–5.
import { LibraryGroupIds, SpecialFolderIds } from "../../../../services/contract/library";
import type { LibraryItem } from "../api";

/** Image extensions hidden from content pages unless the file has `show_in_files`. */
const IMAGE_EXTENSIONS = new Set(["image", "jpeg", "jpg", "webp", "png", "svg", "gif"]);
const IMAGE_TYPES = new Set([1, 16, 17]);

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
/** Natural numeric order of names ("File 2" before "File 10"), case-insensitive. */
export const naturalCompare = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

export const isImage = (item: Pick<LibraryItem, "type" | "element" | "settings">) =>
  item.type === "FILE" &&
  (IMAGE_TYPES.has(item.element) ||
    IMAGE_EXTENSIONS.has((item.settings.extension ?? "").toLowerCase()) ||
    IMAGE_EXTENSIONS.has((item.settings.file_type_name ?? "").toLowerCase()));

/** An item a content page lists: images and element-3 items only with `show_in_files`. */
export const isShown = (item: LibraryItem) => {
  if (item.type === "FOLDER") return true;
  if (isImage(item) || item.element === 3) return item.settings.show_in_files;
  return true;
};

/** Visible items, folders first, each kind in natural numeric order of the display name. */
export const visibleItems = (items: readonly LibraryItem[]): LibraryItem[] =>
  items.filter(isShown).sort((a, b) => (a.type === b.type ? naturalCompare(a.display_name, b.display_name) : a.type === "FOLDER" ? -1 : 1));

export interface Group {
  readonly id: number;
  readonly count: number;
  readonly items: LibraryItem[];
}

const GROUP_ORDER = [LibraryGroupIds.folders, LibraryGroupIds.documents, LibraryGroupIds.media, LibraryGroupIds.scorm, LibraryGroupIds.workflows] as const;

/**
 * Items split into their groups. A group's count is the server's (it counts the whole folder, also the pages not
 * loaded yet), else what is shown. Empty groups are hidden unless searching.
 */
export const groupItems = (items: readonly LibraryItem[], serverGroups: readonly { id: number; items_count?: number }[], searching: boolean): Group[] => {
  const shown = visibleItems(items);
  const ids = [...new Set([...GROUP_ORDER.filter((g) => serverGroups.some((s) => s.id === g) || shown.some((i) => i.group_id === g)), ...shown.map((i) => i.group_id)])];
  return ids
    .map((id) => {
      const list = shown.filter((i) => i.group_id === id);
      const counted = serverGroups.find((g) => g.id === id)?.items_count;
      return { id, count: Math.max(list.length, counted ?? 0), items: list };
    })
    .filter((g) => searching || g.count > 0);
};

/** Special roots (1–5); 1 and 5 are both the common folder. */
export const isSpecialFolder = (id: number) => id >= 1 && id <= 5;
export const isCommonFolder = (id: number) => id === SpecialFolderIds.common || id === SpecialFolderIds.commonAlias;
/** The id a route shows for a folder: 5 displays as the common folder 1 of the library. */
export const displayFolderId = (id: number, type: 1 | 2) => (isCommonFolder(id) ? (type === 2 ? SpecialFolderIds.commonAlias : SpecialFolderIds.common) : id);

/** Message ids of the special roots. */
export const SPECIAL_NAMES: Record<number, string> = {
  1: "library.root.common", 2: "library.root.filesInTracks", 3: "library.root.availableToMe", 4: "library.root.favourites", 5: "library.root.common",
};

/** Enabled operations of an item's context menu (the server's rights, read as given). */
export const enabledOps = (menu: readonly { operation_name: string; enabled: boolean }[]) => new Set(menu.filter((m) => m.enabled).map((m) => m.operation_name));

/** Folder removal is allowed only when an enabled operation's name contains REMOVE_ (spec 000 §6). */
export const canRemove = (item: Pick<LibraryItem, "type" | "context_menu">) =>
  item.type === "FOLDER" ? item.context_menu.some((m) => m.enabled && m.operation_name.includes("REMOVE_")) : enabledOps(item.context_menu).has("REMOVE_FILE");

/** A readable file size in the user's language ("636 B", "1,2 МБ"). */
/** File sizes: the app's one formatter (the locale's units). */
export { formatSize } from "../../../app/i18n/sizes";

/** What the page does for a chosen operation. */
export type Operation =
  | "OPEN" | "DOWNLOAD" | "CREATE_FOLDER" | "RENAME" | "MOVE" | "COPY" | "REMOVE" | "PROPERTIES" | "FAVORITE_ADD" | "FAVORITE_REMOVE" | "SHARE_LINK"
  | "ACCESS";

export interface MenuTarget {
  readonly id: number;
  readonly type: "FOLDER" | "FILE";
  readonly display_name: string;
  readonly context_menu: readonly { operation_name: string; enabled: boolean }[];
}

const ORDER: Operation[] = ["OPEN", "DOWNLOAD", "CREATE_FOLDER", "RENAME", "MOVE", "COPY", "FAVORITE_ADD", "FAVORITE_REMOVE", "PROPERTIES", "SHARE_LINK"];

/** The operations to show for an item (the removal rule applied), in menu order. */
export const menuOperations = (item: MenuTarget, omit: readonly Operation[] = []): Operation[] => {
  const on = enabledOps(item.context_menu);
  const ops = ORDER.filter((op) => on.has(op) && !omit.includes(op));
  return canRemove({ type: item.type, context_menu: item.context_menu }) && !omit.includes("REMOVE") ? [...ops, "REMOVE"] : ops;
};

/** The catalogue id of what is wrong with a name, or null: the server's own rule, checked before sending. */
export { libraryNameProblem as nameProblem } from "../../../../services/contract/library";
