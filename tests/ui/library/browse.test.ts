// The library content rules the browse page applies (spec 001 §5): hidden images, natural numeric order with
// folders first, groups with counts (empty ones hidden unless searching), the REMOVE_ rule for folders, the menu
// built from the server's context_menu, the common folder ids, and the name checks of the naming dialog.
import { describe, expect, it } from "vitest";
import type { LibraryItem } from "../../../src/features/library/api";
import { canRemove, displayFolderId, groupItems, isShown, menuOperations, nameProblem, visibleItems } from "../../../src/features/library/browse/display";



const menu = (...on: string[]) => ["OPEN", "DOWNLOAD", "RENAME", "MOVE", "COPY", "REMOVE_FOLDER", "REMOVE_FILE", "ACCESS", "PROPERTIES", "FAVORITE_ADD", "SHARE_LINK", "CREATE_FOLDER"]
  .map((operation_name) => ({ operation_name, enabled: on.includes(operation_name) }));

let next = 1;
const item = (o: Omit<Partial<LibraryItem>, "settings"> & { settings?: Partial<LibraryItem["settings"]> } = {}): LibraryItem => ({
  id: next++, display_name: "x", type: "FILE", group_id: 2, element: 5, library_type_id: 1, parent_folder_id: null, creator_id: 1,
  created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z", is_favorite: false, level: 1, removable: false, context_menu: menu("OPEN"),
  ...o,
  settings: {
    file_type_name: "pdf", extension: "pdf", mime_type: "application/pdf", size: 10, show_in_files: false, workflow_id: null, user_workflow_task_id: null,
    workflow_element_content_section_item_id: null, workflow_last_publish_date: null, workflow_not_published_activities_count: 0,
    workflow_category_meta_data: null, workflow_category_name: null, ...o.settings,
  },
});

describe("library display", () => {
  it("hides images and element-3 items unless show_in_files", () => {
    expect(isShown(item({ element: 1, settings: { extension: "png" } }))).toBe(false);
    expect(isShown(item({ element: 1, settings: { extension: "png", show_in_files: true } }))).toBe(true);
    expect(isShown(item({ element: 9, settings: { extension: "webp" } }))).toBe(false);
    expect(isShown(item({ element: 3, settings: { extension: "mp4" } }))).toBe(false);
    expect(isShown(item({ element: 5 }))).toBe(true);
    expect(isShown(item({ type: "FOLDER", element: 0, settings: { extension: null } }))).toBe(true);
  });

  it("sorts folders first, then by name in natural numeric order, case-insensitive", () => {
    const list = [item({ display_name: "file 10" }), item({ display_name: "File 2" }), item({ type: "FOLDER", display_name: "b" }), item({ display_name: "file 1" }), item({ type: "FOLDER", display_name: "A" })];
    expect(visibleItems(list).map((i) => i.display_name)).toEqual(["A", "b", "file 1", "File 2", "file 10"]);
  });

  it("groups with the server's counts; empty groups only while searching", () => {
    const list = [item({ type: "FOLDER", group_id: 1 }), item({ group_id: 2 }), item({ group_id: 2 })];
    const groups = [{ id: 1, items_count: 1 }, { id: 2, items_count: 250 }, { id: 3, items_count: 0 }];
    expect(groupItems(list, groups, false).map((g) => [g.id, g.count, g.items.length])).toEqual([[1, 1, 1], [2, 250, 2]]);
    expect(groupItems(list, groups, true).map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it("shows 1 and 5 as the common folder", () => {
    expect(displayFolderId(5, 1)).toBe(1);
    expect(displayFolderId(1, 2)).toBe(5);
    expect(displayFolderId(4, 1)).toBe(4);
    expect(displayFolderId(101, 1)).toBe(101);
  });
});

describe("library context menu", () => {
  it("lists exactly the enabled operations", () => {
    const reader = { id: 1, type: "FOLDER" as const, display_name: "r", context_menu: menu("OPEN", "PROPERTIES", "FAVORITE_ADD", "COPY") };
    expect(menuOperations(reader)).toEqual(["OPEN", "COPY", "FAVORITE_ADD", "PROPERTIES"]);
    const editor = { ...reader, context_menu: menu("OPEN", "DOWNLOAD", "RENAME", "MOVE", "COPY", "CREATE_FOLDER") };
    expect(menuOperations(editor, ["OPEN"])).toEqual(["DOWNLOAD", "CREATE_FOLDER", "RENAME", "MOVE", "COPY"]);
  });

  it("removes a folder only with an enabled REMOVE_ operation, a file only with REMOVE_FILE", () => {
    expect(canRemove({ type: "FOLDER", context_menu: menu("OPEN") })).toBe(false);
    expect(canRemove({ type: "FOLDER", context_menu: menu("REMOVE_FOLDER") })).toBe(true);
    expect(canRemove({ type: "FILE", context_menu: menu("REMOVE_FOLDER") })).toBe(false);
    expect(canRemove({ type: "FILE", context_menu: menu("REMOVE_FILE") })).toBe(true);
    expect(menuOperations({ id: 1, type: "FOLDER", display_name: "f", context_menu: menu("OPEN", "REMOVE_FOLDER") })).toEqual(["OPEN", "REMOVE"]);
  });
});

describe("library names", () => {
  it("refuses what the server refuses", () => {
    expect(nameProblem("  ")).toBe("library.name.empty");
    expect(nameProblem("a".repeat(256))).toBe("library.name.tooLong");
    expect(nameProblem("a/b")).toBe("library.name.badCharacter");
    expect(nameProblem("..")).toBe("library.name.dots");
    expect(nameProblem("Отчёт 2026")).toBeNull();
  });
});

describe("library sizes", () => {
  it("formats sizes in the user's language", async () => {
    const { formatSize } = await import("../../../src/features/library/browse/display");
    // One formatter, the locale's units, always a (no-break) space: not "193B" beside "41 kB".
    expect(formatSize(636, "en")).toBe("636\u00a0B");
    expect(formatSize(1536, "en")).toBe("1.5\u00a0KB");
    expect(formatSize(1536, "fr")).toBe("1,5\u00a0Ko");
    expect(formatSize(41 * 1024, "ru")).toBe("41\u00a0КБ");
    expect(formatSize(5 * 1024 * 1024, "en")).toBe("5\u00a0MB");
    expect(formatSize(null, "en")).toBe("");
  });
});
