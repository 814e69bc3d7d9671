import type { AttemptStatus, ItemState, ScormItem, ScormPackage } from "../../../../services/contract/scorm.js";
import { keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { notFoundError } from "../../events/errors.js";

export interface PackageRow {
  id: string;
  client_id: number;
  library_file_id: number;
  version: "1.2" | "2004";
  schema_version: string;
  title: string | null;
  launch: string;
  items: ScormItem[];
  files: Record<string, { key: string; mime: string; size: number }>;
}

export interface AttemptRow {
  id: number;
  client_id: number;
  package_id: string;
  user_id: number;
  number: number;
  state_value: "active" | "suspended" | "finished";
  context: unknown;
  version: number;
}

// A package lives while its library file does: a folder removal takes files without a fact per file. Only a file of
// the library or the workflows library (types 1, 2) is one: a learner's answer zip unpacked before issue 35 is not.
const PACKAGE = `select p.id, p.client_id, p.library_file_id, p.version, p.schema_version, p.title, p.launch, p.items
  from scorm_packages p join library_files f on f.id = p.library_file_id and f.client_id = p.client_id and f.library_type_id in (1, 2)`;

export const packageView = (p: PackageRow): ScormPackage => ({
  id: p.id, library_file_id: p.library_file_id, title: p.title, version: p.version, schema_version: p.schema_version, items: p.items,
});

/** A package of the client by its id; 404 for another client's or a removed one. */
export const packageById = async (db: Sql, clientId: number, id: string): Promise<PackageRow> => {
  const [p] = await db.query<PackageRow>(`${PACKAGE} where p.client_id = $1 and p.id = $2`, [clientId, id]);
  if (!p) throw notFoundError(`scorm package ${id}`, "scorm.package.notFound");
  return p;
};

/** The package unpacked from a library file of the client; 404 when the file is not a package. */
export const packageByFile = async (db: Sql, clientId: number, fileId: number): Promise<PackageRow> => {
  const [p] = await db.query<PackageRow>(`${PACKAGE} where p.client_id = $1 and p.library_file_id = $2`, [clientId, fileId]);
  if (!p) throw notFoundError(`library file ${fileId} is no scorm package`, "scorm.package.notFound");
  return p;
};

/** One stored file of a package, for serving (any client: the signed path names the client). */
export const packageFile = async (db: Sql, clientId: number, id: string, path: string) =>
  (await db.query<{ key: string; mime: string; size: number }>(
    "select (files -> $3) ->> 'key' as key, (files -> $3) ->> 'mime' as mime, ((files -> $3) ->> 'size')::bigint as size from scorm_packages where client_id = $1 and id = $2 and files ? $3",
    [clientId, id, path]))[0] ?? null;

const ATTEMPT = "select id, client_id, package_id, user_id, number, state_value, context, version from scorm_attempts";

export const latestAttempt = async (db: Sql, clientId: number, packageId: string, userId: number) =>
  (await db.query<AttemptRow>(`${ATTEMPT} where client_id = $1 and package_id = $2 and user_id = $3 order by number desc limit 1`,
    [clientId, packageId, userId]))[0] ?? null;

/** An attempt of the client with its package (404 for either missing): what a commit checks, in one query. */
export const attemptWithPackage = async (db: Sql, clientId: number, id: number): Promise<{ attempt: AttemptRow; pkg: Pick<PackageRow, "id" | "version" | "items"> }> => {
  const [r] = await db.query<AttemptRow & { p_id: string | null; p_version: "1.2" | "2004"; p_items: ScormItem[] }>(
    `select a.id, a.client_id, a.package_id, a.user_id, a.number, a.state_value, a.context, a.version, p.id as p_id, p.version as p_version, p.items as p_items
       from scorm_attempts a
       left join (scorm_packages p join library_files f on f.id = p.library_file_id and f.client_id = p.client_id)
         on p.id = a.package_id and p.client_id = a.client_id
      where a.client_id = $1 and a.id = $2`, [clientId, id], { prepare: true });
  if (!r) throw notFoundError(`scorm attempt ${id}`, "scorm.attempt.notFound");
  if (!r.p_id) throw notFoundError(`scorm package ${r.package_id}`, "scorm.package.notFound");
  const { p_id, p_version, p_items, ...attempt } = r;
  return { attempt, pkg: { id: p_id, version: p_version, items: p_items } };
};

export const attemptById = async (db: Sql, clientId: number, id: number): Promise<AttemptRow> => {
  const [a] = await db.query<AttemptRow>(`${ATTEMPT} where client_id = $1 and id = $2`, [clientId, id]);
  if (!a) throw notFoundError(`scorm attempt ${id}`, "scorm.attempt.notFound");
  return a;
};

interface ItemRow {
  item: string;
  completion: "completed" | "incomplete";
  success: "passed" | "failed" | "unknown";
  score_scaled: number | null;
  cmi: Record<string, string>;
}

/** An attempt's SCOs, the one last written to last (a resume reopens it). */
export const attemptItems = async (db: Sql, attemptId: number): Promise<ItemState[]> =>
  (await db.query<ItemRow>("select item, completion, success, score_scaled, cmi from scorm_attempt_items where attempt_id = $1 order by updated_at, item", [attemptId]))
    .map((r) => ({ item: r.item, completion: r.completion, success: r.success, score_scaled: r.score_scaled === null ? null : Number(r.score_scaled), values: r.cmi }));

/**
 * An attempt rolled up over the package's launchable items (SCORM 2004 rollup as the fixtures set it: completed when
 * every SCO that counts for completion is completed; satisfied when every SCO that counts for success is completed
 * and none of them failed, a failed one fails it; the score the mean of the SCOs that report one). An item counts
 * unless its rollupRules say rollupProgressCompletion / rollupObjectiveSatisfied="false" (a post test's content
 * SCOs: the test alone decides); when none counts, all do. A single-SCO package is its SCO.
 */
export const rollup = (items: readonly ScormItem[], states: readonly Pick<ItemState, "item" | "completion" | "success" | "score_scaled">[]) => {
  const launchable = items.filter((i) => i.href !== null);
  const counted = (flag: "rollup_completion" | "rollup_satisfied") => {
    const some = launchable.filter((i) => i[flag] !== false);
    return (some.length ? some : launchable).map((i) => i.identifier);
  };
  const forCompletion = counted("rollup_completion");
  const forSuccess = counted("rollup_satisfied");
  const by = new Map(states.map((s) => [s.item, s]));
  const completed = forCompletion.length > 0 && forCompletion.every((id) => by.get(id)?.completion === "completed");
  const failed = forSuccess.some((id) => by.get(id)?.success === "failed");
  const passed = forSuccess.every((id) => by.get(id)?.completion === "completed") && !failed && forSuccess.some((id) => by.get(id)?.success === "passed");
  const scores = launchable.map((i) => by.get(i.identifier)?.score_scaled).filter((s): s is number => typeof s === "number");
  return { completed, passed, failed, score_scaled: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null };
};

/**
 * A person's standing in a package over all their attempts (what the courses area reads): completed or passed when
 * any attempt was, the best score, the latest attempt's state. Three queries whatever the number of attempts.
 */
export const attemptStatus = async (db: Sql, clientId: number, userId: number, packageId: string): Promise<AttemptStatus> => {
  const [pkg] = await db.query<{ items: ScormItem[] }>("select items from scorm_packages where client_id = $1 and id = $2", [clientId, packageId]);
  const attempts = await db.query<{ id: number; state_value: AttemptStatus["state"] }>(
    "select id, state_value from scorm_attempts where client_id = $1 and package_id = $2 and user_id = $3 order by number", [clientId, packageId, userId]);
  if (!pkg || !attempts.length) return { attempts: attempts.length, completed: false, passed: false, score_scaled: null, state: attempts.at(-1)?.state_value ?? null };
  const rows = await db.query<ItemRow & { attempt_id: number }>(
    "select attempt_id, item, completion, success, score_scaled from scorm_attempt_items where attempt_id = any($1::int[])", [attempts.map((a) => a.id)]);
  const rolled = attempts.map((a) => rollup(pkg.items, rows.filter((r) => r.attempt_id === a.id).map((r) => ({ ...r, score_scaled: r.score_scaled === null ? null : Number(r.score_scaled) }))));
  const scores = rolled.map((r) => r.score_scaled).filter((s): s is number => s !== null);
  return {
    attempts: attempts.length,
    completed: rolled.some((r) => r.completed),
    passed: rolled.some((r) => r.passed),
    score_scaled: scores.length ? Math.max(...scores) : null,
    state: attempts.at(-1)?.state_value ?? null,
  };
};

/**
 * One attempt rolled up (what the courses area reacts to after a commit): its package, learner and whether it is
 * completed, passed or failed now. Null for an unknown attempt or a removed package. One query: it runs on every commit.
 */
export const attemptOutcome = async (db: Sql, attemptId: number) => {
  const [a] = await db.query<{ package_id: string; user_id: number; client_id: number; items: ScormItem[]; states: ItemRow[] }>(
    `select a.package_id::text as package_id, a.user_id, a.client_id, p.items,
            coalesce((select json_agg(json_build_object('item', i.item, 'completion', i.completion, 'success', i.success, 'score_scaled', i.score_scaled))
                        from scorm_attempt_items i where i.attempt_id = a.id), '[]') as states
       from scorm_attempts a join scorm_packages p on p.id = a.package_id and p.client_id = a.client_id where a.id = $1`, [attemptId], { prepare: true });
  if (!a) return null;
  const rolled = rollup(a.items, a.states.map((r) => ({ ...r, score_scaled: r.score_scaled === null ? null : Number(r.score_scaled) })));
  return { package_id: a.package_id, user_id: a.user_id, client_id: a.client_id, ...rolled };
};

/** The client's packages (live library files) by library file id, keyset-paged: the course editor's picker. */
export const packagesPage = async (db: Sql, clientId: number, cursor: number | null, limit: number) => {
  const rows = await db.query<{ id: number; scorm_package_id: string; title: string }>(
    `select p.library_file_id as id, p.id::text as scorm_package_id, coalesce(nullif(p.title, ''), f.display_name) as title
       from scorm_packages p join library_files f on f.id = p.library_file_id and f.client_id = p.client_id
      where p.client_id = $1 ${keysetTail({ keys: ["p.library_file_id"] }, cursor === null ? null : "$2", Number(limit))}`,
    cursor === null ? [clientId] : [clientId, cursor]);
  return rows;
};

/** Whether a package of the client exists (its library file not removed). */
export const hasPackage = async (db: Sql, clientId: number, id: string) =>
  (await db.query(`${PACKAGE} where p.client_id = $1 and p.id = $2`, [clientId, id])).length > 0;

/**
 * The attempts in some packages of the client (a course's SCORM materials, the course editor's analytics), newest
 * first, keyset by attempt id: the person, the attempt's state, rolled-up completion and success, score, time spent
 * (the SCOs' total time) and last activity. One query with the items aggregated, whatever the page. `onTrack`: only
 * the attempts of the people on that track (user_tracks), for the track's analytics.
 */
export const packageAttemptsPage = async (
  db: Sql, clientId: number, packageIds: readonly string[], cursor: number | null, limit: number, onTrack: number | null = null,
) => {
  if (!packageIds.length) return [];
  const params: unknown[] = [clientId, packageIds, onTrack];
  const rows = await db.query<{ id: number; package_id: string; user_id: number; name: string; number: number; state_value: AttemptRow["state_value"];
    updated_at: string; seconds: number; items: ScormItem[]; states: (ItemRow & ScoTimes)[] }>(
    `select a.id, a.package_id::text as package_id, a.user_id, trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')) as name,
            a.number, a.state_value, a.updated_at, p.items,
            coalesce((select sum(i.total_seconds) from scorm_attempt_items i where i.attempt_id = a.id), 0)::float8 as seconds,
            coalesce((select json_agg(json_build_object('item', i.item, 'completion', i.completion, 'success', i.success, 'score_scaled', i.score_scaled,
                                                        'score_raw', i.score_raw, 'seconds', i.total_seconds, 'updated_at', i.updated_at))
                        from scorm_attempt_items i where i.attempt_id = a.id), '[]') as states
       from scorm_attempts a join scorm_packages p on p.id = a.package_id and p.client_id = a.client_id
       join users u on u.id = a.user_id and u.client_id = a.client_id
      where a.client_id = $1 and a.package_id = any($2::uuid[])
        and ($3::int is null or exists (select 1 from user_tracks t where t.client_id = a.client_id and t.user_id = a.user_id and t.workflow_id = $3))
        ${keysetTail({ keys: ["a.id"], desc: true }, cursor === null ? null : "$4", limit)}`,
    cursor === null ? params : [...params, cursor]);
  return rows.map(({ items, states, updated_at, seconds, ...r }) => {
    const rolled = rollup(items, states.map((s) => ({ ...s, score_scaled: s.score_scaled === null ? null : Number(s.score_scaled) })));
    const started = states.length > 0;
    return {
      ...r, seconds: Math.round(Number(seconds)), updated_at: new Date(updated_at).toISOString(),
      completion: rolled.completed ? ("completed" as const) : started ? ("incomplete" as const) : ("notAttempted" as const),
      success: rolled.passed ? ("passed" as const) : rolled.failed ? ("failed" as const) : ("unknown" as const),
      score: rolled.score_scaled === null ? null : Math.round(rolled.score_scaled * 100),
      scos: scoDetails(items, states),
    };
  });
};

interface ScoTimes { score_raw: number | null; seconds: number; updated_at: string }

/**
 * Each launchable item (SCO or asset) of the package in its order, with what the attempt stored for it: completion
 * and success as normalised across versions (`notAttempted` when nothing was committed), the score (the scaled one in
 * percent, else the raw one), time spent and the last commit. From the page's one query: no read per attempt.
 */
const scoDetails = (items: readonly ScormItem[], states: readonly (ItemRow & ScoTimes)[]) =>
  items.filter((i) => i.href !== null).map((i) => {
    const s = states.find((x) => x.item === i.identifier);
    return {
      identifier: i.identifier, title: i.title,
      completion: s ? s.completion : ("notAttempted" as const), success: s ? s.success : ("unknown" as const),
      score: s?.score_scaled != null ? Math.round(Number(s.score_scaled) * 100) : null,
      score_raw: s?.score_raw != null ? Number(s.score_raw) : null,
      seconds: s ? Math.round(Number(s.seconds)) : 0,
      committed_at: s ? new Date(s.updated_at).toISOString() : null,
    };
  });
