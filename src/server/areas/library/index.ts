// What other areas use of the library; the manifest last, so that these load before its handlers.
export { bytesResponse, disposition, zipStream } from "./download.js";
export { FILE_COLS, type FileRow, IMAGE_TYPES, rightsOfFiles } from "./items.js";
export { can, evaluate, FULL, loadSubjects, NONE, resolveFolders, type Right, type Subjects } from "./rights.js";
export { sortKey } from "./names.js";
export { storageOf } from "./upload.js";

import { LibraryGroup, LibraryPublicGroup } from "../../../../services/contract/library.js";
import { seedLibrary } from "../../seed/library.js";
import { defineArea } from "../manifest.js";
import { LibraryLive } from "./handlers.js";
import { libraryProjection } from "./projection.js";
import { storageSweepJob } from "./storageSweep.js";

/** The library: folders, files and their rights, favourites and reading log. */
export const manifest = defineArea({
  name: "library",
  groups: [LibraryGroup, LibraryPublicGroup],
  handlers: LibraryLive,
  streams: ["libraryFolder", "libraryFile", "libraryFileLog", "libraryFavorites"],
  projections: [libraryProjection],
  jobs: [storageSweepJob],
  seed: { files: seedLibrary },
});
