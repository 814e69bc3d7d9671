import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Int32 } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/** A package's id (uuid): what a course module stores as `scorm_package_id`. */
export const PackageId = Schema.String.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** The most CMI elements one commit may carry (a full SCORM 2004 commit with 250 interactions stays below it). */
export const MAX_COMMIT_VALUES = 8000;

export const ScormItem = Schema.Struct({
  identifier: Schema.String,
  title: Schema.String,
  depth: Schema.Int,
  /** The page the item launches (relative to the package's root, query string included); null for a heading. */
  href: Schema.NullOr(Schema.String),
  /** Forced sequential order: disabled until the launchable item before it is completed. */
  gated: Schema.Boolean,
  /** Content that makes no run-time calls: the player records it completed once opened. Absent: a SCO. */
  asset: Schema.optional(Schema.Boolean),
  /** Whether the item counts in the attempt's rolled-up completion / success (a post test's content does not). Absent: it does. */
  rollup_completion: Schema.optional(Schema.Boolean),
  rollup_satisfied: Schema.optional(Schema.Boolean),
});
export type ScormItem = typeof ScormItem.Type;

export const ScormPackage = Schema.Struct({
  id: PackageId,
  library_file_id: Schema.Int,
  title: Schema.NullOr(Schema.String),
  /** "1.2" or "2004" (the runtime the player gives the package). */
  version: Schema.Literals(["1.2", "2004"]),
  schema_version: Schema.String,
  items: Schema.Array(ScormItem),
});
export type ScormPackage = typeof ScormPackage.Type;

/** One SCO's state in an attempt: the values a relaunch restores (flattened CMI names) and its status. */
export const ItemState = Schema.Struct({
  item: Schema.String,
  completion: Schema.Literals(["completed", "incomplete"]),
  success: Schema.Literals(["passed", "failed", "unknown"]),
  score_scaled: Schema.NullOr(Schema.Number),
  values: Schema.Record(Schema.String, Schema.String),
});
export type ItemState = typeof ItemState.Type;

/** What the player needs to run an attempt. */
export const Launch = Schema.Struct({
  attempt_id: Schema.Int,
  number: Schema.Int,
  /** "ab-initio" for a new attempt, "resume" for one the learner left (cmi.entry / cmi.core.entry). */
  entry: Schema.Literals(["ab-initio", "resume"]),
  package: ScormPackage,
  items: Schema.Array(ItemState),
  /** On a resume, the item the learner last worked in (the player reopens it); null on a new attempt. */
  last_item: Schema.NullOr(Schema.String),
  /**
   * The player frame on the content origin (never the app's: src/server/areas/scorm/README.md, "Isolation"), under
   * the attempt's package-session token. The frame hosts the run-time API and the package's page.
   */
  frame_url: Schema.String,
  /** The content origin (what the player's messages are checked against). */
  content_origin: Schema.String,
  /** Where the package's files are served on the content origin (absolute; append the item's href). */
  content_base: Schema.String,
  learner_id: Schema.String,
  learner_name: Schema.String,
});
export type Launch = typeof Launch.Type;

export const CommitResult = Schema.Struct({
  /** scorm-again reads `result` and `errorCode` from the answer. */
  result: Schema.Boolean,
  errorCode: Schema.Int,
  state: Schema.Literals(["active", "suspended", "finished"]),
});

/** A person's standing in a package, over their attempts (what a course reads). */
export const AttemptStatus = Schema.Struct({
  attempts: Schema.Int,
  completed: Schema.Boolean,
  passed: Schema.Boolean,
  /** The best rolled-up scaled score (-1..1), null when no SCO reported one. */
  score_scaled: Schema.NullOr(Schema.Number),
  state: Schema.NullOr(Schema.Literals(["active", "suspended", "finished"])),
});
export type AttemptStatus = typeof AttemptStatus.Type;

const W = [Forbidden, NotFound, Invalid, Conflict];

/** One Commit (or the commit of Terminate) of a SCO. */
export const CommitPayload = Schema.Struct({
  attempt_id: Int32,
  item: Schema.String.check(Schema.isMaxLength(4000)),
  /** True for the commit Terminate (LMSFinish) makes. */
  terminate: Schema.Boolean,
  /** Flattened CMI values ("cmi.core.lesson_status": "completed"); checked per version on the server. */
  values: Schema.Record(Schema.String.check(Schema.isMaxLength(200)), Schema.Unknown),
});

/**
 * SCORM packages and attempts (issue 17). A package is uploaded through the library (purpose=scorm refuses
 * anything that is not one) and unpacked there; here it is launched, its Commits and Terminates recorded per person
 * and attempt, and its files served from this origin under a signed path.
 */
export class ScormGroup extends HttpApiGroup.make("scorm")
  .add(HttpApiEndpoint.get("scormPackageUrl", "/scormPackageUrl", {
    query: { library_file_id: IntFromString },
    /** The package's player page (spec 001 §7), and the package id a course module stores. */
    success: Schema.Struct({ url: Schema.String, scorm_package_id: PackageId }), error: W,
  }))
  .add(HttpApiEndpoint.get("package", "/scorm/package", { query: { id: PackageId }, success: ScormPackage, error: W }))
  .add(HttpApiEndpoint.post("launch", "/scorm/launch", {
    payload: Schema.Struct({ scorm_package_id: PackageId }), success: Launch, error: W,
  }))
  .add(HttpApiEndpoint.post("commit", "/scorm/commit", { payload: CommitPayload, success: CommitResult, error: W }))
  .add(HttpApiEndpoint.get("status", "/scorm/status", { query: { id: PackageId }, success: AttemptStatus, error: W }))
  .middleware(Authorization) {}

/**
 * What the content server (src/server/http/contentServer.ts) hands the app: the player frame, the package's files
 * and the frame's commits, all under the attempt's package-session token and only on the content host (404 on the
 * app's). Reached as `/frame/<token>`, `/c/<token>/<path>` and `/commit/<token>` on the content origin.
 */
export class ScormContentGroup extends HttpApiGroup.make("scormContent")
  .add(HttpApiEndpoint.get("frame", "/scorm/frame/:token", {
    params: { token: Schema.String }, success: HttpApiSchema.StreamUint8Array(), error: [NotFound],
  }))
  .add(HttpApiEndpoint.get("content", "/scorm/content/:token/*", {
    params: { token: Schema.String, "*": Schema.String }, success: HttpApiSchema.StreamUint8Array(), error: [NotFound],
  }))
  .add(HttpApiEndpoint.post("contentCommit", "/scorm/contentCommit/:token", {
    params: { token: Schema.String }, payload: CommitPayload, success: CommitResult, error: W,
  })) {}
