import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The real SCORM packages of the shared fixtures (see their README), used by path, never copied. They sit beside the
 * repository's own checkout (/work/main → /work/shared) and one level further up from a worktree (/work/wt/<name>).
 */
export const SCORM_FIXTURES = ["../../../shared/fixtures/scorm/", "../../../../shared/fixtures/scorm/"]
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((p) => existsSync(p)) ?? fileURLToPath(new URL("../../../shared/fixtures/scorm/", import.meta.url));
