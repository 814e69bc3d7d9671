import { Schema } from "effect";
import { Multipart } from "effect/http";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, TooLarge } from "./errors.js";
import { Int32 } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/** Library types (spec 000 §3): the library and the workflows library share one machinery. */
export const LibraryTypeIds = { library: 1, workflows: 2 } as const;
/** Special root folders (spec 000 §3): 1 and 5 display as the common folder. Real folder ids start above them. */
export const SpecialFolderIds = { common: 1, filesInTracks: 2, availableToMe: 3, favourites: 4, commonAlias: 5 } as const;
/** Access levels (spec 000 §6). 4 is the creator (and a library administrator): Manager who may also remove. */
export const LibraryLevels = { none: 0, reader: 1, editor: 2, manager: 3, creator: 4 } as const;
/** Content groups: each content item carries its group id; a page lists every group with its count. */
export const LibraryGroupIds = { folders: 1, documents: 2, media: 3, scorm: 4, workflows: 5 } as const;
/** File kinds per picker (spec 000 §3): the general_file_type_id values each picker accepts. */
export const FileKinds = {
  video: [3], image: [1, 16, 17], avatar: [1, 16, 17], audio: [4], scorm: [14], pdf: [5], file: [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15],
} as const;
/** Context-menu operation names. Folder removal is allowed only when an operation containing REMOVE_ is enabled. */
export const LibraryOperations = [
  "OPEN", "DOWNLOAD", "CREATE_FOLDER", "UPLOAD", "RENAME", "MOVE", "COPY", "REMOVE_FOLDER", "REMOVE_FILE",
  "ACCESS", "PROPERTIES", "FAVORITE_ADD", "FAVORITE_REMOVE", "SHARE_LINK",
] as const;
/** Upload limits: the server enforces UPLOAD_MAX_FILE_MB (default 512) per file; these are the contract ceilings. */
export const UPLOAD_CEILING_BYTES = 4 * 1024 ** 3;
export const NAME_MAX = 255;

/**
 * Why a display name is refused (a catalogue id), or null when it is fine: empty, longer than NAME_MAX, a path
 * separator or a control character, or a dot-only name ("." or ".." would walk out of a folder in a zip or on disk).
 * The server's verdict; the browser asks the same before sending.
 */
export const libraryNameProblem = (raw: string): string | null => {
  const name = raw.trim();
  if (!name) return "library.name.empty";
  if ([...name].length > NAME_MAX) return "library.name.tooLong";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\/\u0000-\u001f\u007f]/.test(name)) return "library.name.badCharacter";
  if (name === "." || name.includes("..")) return "library.name.dots";
  return null;
};
export const SEARCH_MIN = 3;
/** Content pages and searches are keyset-paged: `limit` items (default 200, at most 1000) after `last_id`. */
export const PAGE_DEFAULT = 200;
export const PAGE_MAX = 1000;

const LibraryType = Schema.Literals([1, 2]);
const Id = Int32;
const IdFromString = Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: -2147483648, maximum: 2147483647 }));
const BoolFromString = Schema.Literals(["0", "1", "true", "false"]);
const PageLimit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: PAGE_MAX }));
const Page = { limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: PAGE_MAX }))), last_id: Schema.optional(IntFromString) };

export const ContextMenuItem = Schema.Struct({ operation_name: Schema.String, enabled: Schema.Boolean });

export const ItemSettings = Schema.Struct({
  file_type_name: Schema.NullOr(Schema.String),
  extension: Schema.NullOr(Schema.String),
  mime_type: Schema.NullOr(Schema.String),
  size: Schema.NullOr(Schema.Number),
  show_in_files: Schema.Boolean,
  workflow_id: Schema.NullOr(Schema.Int),
  user_workflow_task_id: Schema.NullOr(Schema.Int),
  workflow_element_content_section_item_id: Schema.NullOr(Schema.Int),
  workflow_last_publish_date: Schema.NullOr(Schema.String),
  workflow_not_published_activities_count: Schema.Int,
  workflow_category_meta_data: Schema.NullOr(Schema.Unknown),
  workflow_category_name: Schema.NullOr(Schema.String),
  /** A SCORM package's (kind 14) title from its imsmanifest.xml, and its version ("1.2" or "2004"); null otherwise. */
  scorm_title: Schema.optional(Schema.NullOr(Schema.String)),
  scorm_version: Schema.optional(Schema.NullOr(Schema.String)),
});

/** A folder or a file as a content page, a search or a write returns it. */
export const LibraryItem = Schema.Struct({
  id: Schema.Int,
  display_name: Schema.String,
  type: Schema.Literals(["FOLDER", "FILE"]),
  group_id: Schema.Int,
  /** general_file_type_id for a file; 0 for a folder. */
  element: Schema.Int,
  library_type_id: Schema.Int,
  parent_folder_id: Schema.NullOr(Schema.Int),
  creator_id: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
  is_favorite: Schema.Boolean,
  /** The user's effective level (LibraryLevels). */
  level: Schema.Int,
  removable: Schema.Boolean,
  settings: ItemSettings,
  context_menu: Schema.Array(ContextMenuItem),
});
export type LibraryItem = typeof LibraryItem.Type;

export const ContentGroup = Schema.Struct({ id: Schema.Int, items_count: Schema.Int });

export const FolderContent = Schema.Struct({
  folder: Schema.Struct({
    id: Schema.Int,
    display_name: Schema.String,
    parent_folder_id: Schema.NullOr(Schema.Int),
    /** True for the special roots 1–5 (1 and 5 are the common folder). */
    is_special: Schema.Boolean,
    /** Ancestors from the root down, for breadcrumbs. */
    path: Schema.Array(Schema.Struct({ id: Schema.Int, display_name: Schema.String })),
    context_menu: Schema.Array(ContextMenuItem),
  }),
  groups: Schema.Array(ContentGroup),
  /** Sorted by name in natural numeric order, folders first; one page of them (`groups` count the whole folder). */
  items: Schema.Array(LibraryItem),
  /**
   * The cursor of the page's last item, to send as `last_id` for the next page; null when this is the last page.
   * A folder's id, or a file's id negated (folders and files are numbered separately): pass it back as it is.
   */
  last_id: Schema.NullOr(Schema.Int),
});

export const TreeItem = Schema.Struct({
  id: Schema.Int,
  root_folder_id: Schema.Int,
  parent_folder_id: Schema.NullOr(Schema.Int),
  display_name: Schema.String,
  first_level: Schema.Boolean,
  has_children: Schema.Boolean,
  level: Schema.Int,
});
export const TreeMenu = Schema.Struct({
  items: Schema.Array(TreeItem),
  settings: Schema.Struct({ selected_id: Schema.NullOr(Schema.Int) }),
});

export const ItemProperties = Schema.Struct({
  id: Schema.Int,
  type: Schema.Literals(["FOLDER", "FILE"]),
  display_name: Schema.String,
  path: Schema.String,
  creator: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  created_at: Schema.String,
  updated_at: Schema.String,
  size: Schema.Number,
  folders_count: Schema.Int,
  files_count: Schema.Int,
  extension: Schema.NullOr(Schema.String),
  mime_type: Schema.NullOr(Schema.String),
  level: Schema.Int,
  opened_count: Schema.Int,
  last_opened_at: Schema.NullOr(Schema.String),
  /** the item's stream version (name, place, access): sent back as `expectedVersion` with a rename */
  version: Schema.Int,
});

export const SubjectKind = Schema.Literals(["user", "group", "role"]);
export const AccessEntry = Schema.Struct({
  subject_kind: SubjectKind,
  subject_id: Id,
  /** 1 Reader, 2 Editor, 3 Manager. */
  level: Schema.Literals([1, 2, 3]),
  can_remove: Schema.optional(Schema.Boolean),
});
export const AccessEntryView = Schema.Struct({
  subject_kind: SubjectKind,
  subject_id: Schema.Int,
  display_name: Schema.String,
  level: Schema.Int,
  can_remove: Schema.Boolean,
});
/** Access of a folder or file: its own entries, or (when it has none) those it inherits and from where. */
export const ItemAccess = Schema.Struct({
  item_kind: Schema.Literals(["folder", "file"]),
  item_id: Schema.Int,
  inherited_from: Schema.NullOr(Schema.Int),
  entries: Schema.Array(AccessEntryView),
  can_manage: Schema.Boolean,
  /** the item's own stream version: sent back as `expectedVersion` when its entries are replaced */
  version: Schema.Int,
});
export const SetAccess = Schema.Struct({
  /** An empty list removes the item's own entries: it inherits again. */
  entries: Schema.Array(AccessEntry).check(Schema.isMaxLength(1000)),
  /** the access page's `version` (a stale one: 409 errors.staleVersion) */
  ...Seen,
});

const W = [Forbidden, NotFound, Invalid, Conflict, TooLarge];
const DisplayName = Schema.String;

export const FileUrl = Schema.Struct({ url: Schema.String });
export const ShareLink = Schema.Struct({
  token: Schema.String, library_file_id: Schema.Int, url: Schema.String, created_at: Schema.String, revoked: Schema.Boolean,
});

/** The library and workflows library (spec 001 §7 Library, Uploads, Exports). */
export class LibraryGroup extends HttpApiGroup.make("library")
  .add(HttpApiEndpoint.get("treeMenu", "/libraryTreeMenu", {
    query: { library_type_id: Schema.optional(Schema.Literals(["1", "2"])), selected_id: Schema.optional(IdFromString) },
    success: TreeMenu, error: W,
  }))
  .add(HttpApiEndpoint.get("copyMoveTreeMenu", "/libraryCopyMoveFoldersTreeMenu", {
    query: {
      library_type_id: Schema.optional(Schema.Literals(["1", "2"])), single_mode: Schema.optional(BoolFromString),
      single_folder_id: Schema.optional(IdFromString),
    },
    success: TreeMenu, error: W,
  }))
  .add(HttpApiEndpoint.get("folderContent", "/libraryFolderContent", {
    query: {
      library_type_id: Schema.optional(Schema.Literals(["1", "2"])), library_folder_id: IdFromString,
      use_zip: Schema.optional(BoolFromString), ...Page,
    },
    success: FolderContent, error: W,
  }))
  .add(HttpApiEndpoint.post("filter", "/libraryFilter", {
    payload: Schema.Struct({
      library_type_id: Schema.optional(LibraryType), library_folder_id: Schema.optional(Id), search: Schema.String,
      limit: Schema.optional(PageLimit), last_id: Schema.optional(Schema.NullOr(Id)),
    }),
    success: FolderContent, error: W,
  }))
  .add(HttpApiEndpoint.post("createFolder", "/createLibraryFolder", {
    payload: Schema.Struct({ library_type_id: Schema.optional(LibraryType), parent_folder_id: Schema.NullOr(Id), display_name: DisplayName }),
    success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("renameFolder", "/renameLibraryFolder", {
    payload: Schema.Struct({ library_folder_id: Id, display_name: DisplayName, ...Seen }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("renameFile", "/renameLibraryFile", {
    payload: Schema.Struct({ library_file_id: Id, display_name: DisplayName, ...Seen }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("moveFolder", "/moveLibraryFolder", {
    /** target_folder_id 1 or 5 (or null) moves to the top of the common folder. */
    payload: Schema.Struct({ library_folder_id: Id, target_folder_id: Schema.NullOr(Id), ...Seen }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("moveFile", "/moveLibraryFile", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id), ...Seen }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("copyFolder", "/copyLibraryFolder", {
    payload: Schema.Struct({ library_folder_id: Id, target_folder_id: Schema.NullOr(Id) }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("copyFile", "/copyLibraryFile", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id) }), success: LibraryItem, error: W,
  }))
  .add(HttpApiEndpoint.post("removeFolders", "/removeLibraryFolders", {
    payload: Schema.Struct({ folder_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: W,
  }))
  .add(HttpApiEndpoint.post("removeFiles", "/removeLibraryFiles", {
    payload: Schema.Struct({ file_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: W,
  }))
  .add(HttpApiEndpoint.post("manageFavorites", "/manageLibraryFavorites", {
    payload: Schema.Struct({ is_folder: Schema.Boolean, entity_id: Id }),
    success: Schema.Struct({ is_folder: Schema.Boolean, entity_id: Schema.Int, is_favorite: Schema.Boolean }), error: W,
  }))
  .add(HttpApiEndpoint.get("folderProperties", "/libraryFolderProperties", {
    query: { library_folder_id: IdFromString }, success: ItemProperties, error: W,
  }))
  .add(HttpApiEndpoint.get("fileProperties", "/libraryFileProperties", {
    query: { library_file_id: IdFromString }, success: ItemProperties, error: W,
  }))
  .add(HttpApiEndpoint.put("updateFileUserLog", "/updateLibraryFileUserLog", {
    payload: Schema.Struct({ library_file_id: Id }),
    success: Schema.Struct({ library_file_id: Schema.Int, opened_count: Schema.Int, last_opened_at: Schema.String }), error: W,
  }))
  .add(HttpApiEndpoint.get("folderPermissions", "/libraryFolderUsersPermissions", {
    query: { library_folder_id: IdFromString }, success: ItemAccess, error: W,
  }))
  .add(HttpApiEndpoint.put("setFolderPermissions", "/libraryFolderUsersPermissions", {
    payload: Schema.Struct({ library_folder_id: Id, ...SetAccess.fields }), success: ItemAccess, error: W,
  }))
  .add(HttpApiEndpoint.get("filePermissions", "/libraryFileUsersPermissions", {
    query: { library_file_id: IdFromString }, success: ItemAccess, error: W,
  }))
  .add(HttpApiEndpoint.put("setFilePermissions", "/libraryFileUsersPermissions", {
    payload: Schema.Struct({ library_file_id: Id, ...SetAccess.fields }), success: ItemAccess, error: W,
  }))
  .add(HttpApiEndpoint.post("upload", "/fileStorageUploader", {
    /**
     * Parts: `file` (one or more), `library_folder_id`, `folder_upload` ("1" when a whole folder is sent),
     * `folder_structure` (JSON array of relative paths, one per file part in order), `workflow_id`.
     * Text fields must come before the file parts.
     */
    payload: Schema.Struct({
      file: Multipart.FilesSchema,
      library_folder_id: Schema.optional(Schema.String),
      library_type_id: Schema.optional(Schema.String),
      folder_upload: Schema.optional(Schema.String),
      folder_structure: Schema.optional(Schema.String),
      workflow_id: Schema.optional(Schema.String),
      show_in_files: Schema.optional(Schema.String),
    }).pipe(HttpApiSchema.asMultipartStream({ maxFileSize: UPLOAD_CEILING_BYTES, maxTotalSize: UPLOAD_CEILING_BYTES })),
    success: Schema.Array(LibraryItem), error: W,
  }))
  .add(HttpApiEndpoint.get("files", "/files", {
    query: {
      file_id: IdFromString, file_mode: Schema.optional(Schema.String), is_open: Schema.optional(BoolFromString),
      as_attachment: Schema.optional(BoolFromString),
    },
    /** `{ url }` (presigned) when object storage is configured, otherwise the bytes with type and disposition. */
    success: [FileUrl, HttpApiSchema.StreamUint8Array()], error: W,
  }))
  .add(HttpApiEndpoint.get("getPdf", "/getPdf", {
    query: { url: Schema.String }, success: HttpApiSchema.StreamUint8Array({ contentType: "application/pdf" }), error: W,
  }))
  .add(HttpApiEndpoint.post("downloadFolder", "/downloadLibraryFolder", {
    payload: Schema.Struct({ library_folder_id: Id }),
    success: HttpApiSchema.StreamUint8Array({ contentType: "application/zip" }), error: W,
  }))
  .add(HttpApiEndpoint.post("createShareLink", "/shareFiles", {
    payload: Schema.Struct({ library_file_id: Id }), success: ShareLink, error: W,
  }))
  .add(HttpApiEndpoint.get("listShareLinks", "/shareFiles", {
    query: { library_file_id: IdFromString }, success: Schema.Struct({ items: Schema.Array(ShareLink) }), error: W,
  }))
  .add(HttpApiEndpoint.post("revokeShareLink", "/shareFiles/revoke", {
    payload: Schema.Struct({ token: Schema.String }), success: HttpApiSchema.NoContent, error: W,
  }))
  .middleware(Authorization) {}

/** Shared file links: served by token without a session. */
export class LibraryPublicGroup extends HttpApiGroup.make("libraryPublic")
  .add(HttpApiEndpoint.get("sharedFile", "/shareFiles/:token", {
    params: { token: Schema.String }, success: HttpApiSchema.StreamUint8Array(), error: [NotFound],
  })) {}
