import { invalidField } from "../../events/errors.js";

/**
 * The CMI elements an attempt stores, per SCORM version, with the type and length limits of the run-time data
 * models (SCORM 1.2 RTE §3.4, SCORM 2004 4th Ed. RTE §4.2: the SPM, the smallest permitted maximum, is what an LMS
 * must keep, so longer values are refused rather than cut). Read-only elements (learner id, total time, launch
 * data, `_count`, `_children`) come back in a full commit and are not stored: the LMS owns them.
 */
type Check = (v: string) => "badValue" | "tooLong" | null;

const oneOf = (...allowed: string[]): Check => (v) => (allowed.includes(v) ? null : "badValue");
const maxLen = (n: number): Check => (v) => ([...v].length > n ? "tooLong" : null);
const real = (min = -Infinity, max = Infinity): Check => (v) =>
  v === "" || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max) ? null : "badValue";
// SCORM 1.2 CMITimespan HHHH:MM:SS.SS; SCORM 2004 timeinterval (ISO 8601 duration, seconds to hundredths).
const timespan12: Check = (v) => (v === "" || /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/.test(v) ? null : "badValue");
const duration2004: Check = (v) =>
  v === "" || (/^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/.test(v) && !v.endsWith("T")) ? null : "badValue";
const time2004: Check = (v) => (v === "" || /^\d{4}(-\d{2}(-\d{2}(T\d{2}(:\d{2}(:\d{2}(\.\d{1,2})?)?)?(Z|[+-]\d{2}(:\d{2})?)?)?)?)?$/.test(v) ? null : "badValue");
const identifier = (n: number): Check => (v) => (v.length > n ? "tooLong" : /\s/.test(v) ? "badValue" : null);

const TYPES_12 = ["true-false", "choice", "fill-in", "matching", "performance", "sequencing", "likert", "numeric"];
const RESULT_12: Check = (v) => (["correct", "wrong", "unanticipated", "neutral"].includes(v) ? null : real()(v));
const RESULT_2004: Check = (v) => (["correct", "incorrect", "unanticipated", "neutral"].includes(v) ? null : real()(v));

/** Element name patterns (N and M stand for indexes) and their checks. */
const SCORM12: ReadonlyArray<readonly [RegExp, Check]> = [
  [/^cmi\.core\.lesson_status$/, oneOf("passed", "completed", "failed", "incomplete", "browsed", "not attempted")],
  [/^cmi\.core\.lesson_location$/, maxLen(255)],
  [/^cmi\.core\.score\.(raw|min|max)$/, real(0, 100)],
  [/^cmi\.core\.session_time$/, timespan12],
  [/^cmi\.core\.exit$/, oneOf("", "time-out", "suspend", "logout")],
  [/^cmi\.suspend_data$/, maxLen(4096)],
  [/^cmi\.comments$/, maxLen(4096)],
  [/^cmi\.objectives\.\d+\.id$/, identifier(255)],
  [/^cmi\.objectives\.\d+\.status$/, oneOf("passed", "completed", "failed", "incomplete", "browsed", "not attempted")],
  [/^cmi\.objectives\.\d+\.score\.(raw|min|max)$/, real(0, 100)],
  [/^cmi\.interactions\.\d+\.id$/, identifier(255)],
  [/^cmi\.interactions\.\d+\.type$/, oneOf(...TYPES_12)],
  [/^cmi\.interactions\.\d+\.result$/, RESULT_12],
  [/^cmi\.interactions\.\d+\.student_response$/, maxLen(255)],
  [/^cmi\.interactions\.\d+\.latency$/, timespan12],
  [/^cmi\.interactions\.\d+\.time$/, (v) => (v === "" || /^\d{2}:\d{2}:\d{2}(\.\d{1,2})?$/.test(v) ? null : "badValue")],
  [/^cmi\.interactions\.\d+\.weighting$/, real()],
  [/^cmi\.interactions\.\d+\.objectives\.\d+\.id$/, identifier(255)],
  [/^cmi\.interactions\.\d+\.correct_responses\.\d+\.pattern$/, maxLen(255)],
];

const SCORM2004: ReadonlyArray<readonly [RegExp, Check]> = [
  [/^cmi\.completion_status$/, oneOf("completed", "incomplete", "not attempted", "unknown")],
  [/^cmi\.success_status$/, oneOf("passed", "failed", "unknown")],
  [/^cmi\.score\.scaled$/, real(-1, 1)],
  [/^cmi\.score\.(raw|min|max)$/, real()],
  [/^cmi\.progress_measure$/, real(0, 1)],
  [/^cmi\.location$/, maxLen(1000)],
  [/^cmi\.suspend_data$/, maxLen(64000)],
  [/^cmi\.session_time$/, duration2004],
  [/^cmi\.exit$/, oneOf("", "time-out", "suspend", "logout", "normal")],
  [/^cmi\.comments_from_learner\.\d+\.comment$/, maxLen(4000)],
  [/^cmi\.comments_from_learner\.\d+\.location$/, maxLen(250)],
  [/^cmi\.comments_from_learner\.\d+\.timestamp$/, time2004],
  [/^cmi\.objectives\.\d+\.id$/, identifier(4000)],
  [/^cmi\.objectives\.\d+\.(success_status)$/, oneOf("passed", "failed", "unknown")],
  [/^cmi\.objectives\.\d+\.(completion_status)$/, oneOf("completed", "incomplete", "not attempted", "unknown")],
  [/^cmi\.objectives\.\d+\.score\.scaled$/, real(-1, 1)],
  [/^cmi\.objectives\.\d+\.score\.(raw|min|max)$/, real()],
  [/^cmi\.objectives\.\d+\.progress_measure$/, real(0, 1)],
  [/^cmi\.objectives\.\d+\.description$/, maxLen(250)],
  [/^cmi\.interactions\.\d+\.id$/, identifier(4000)],
  [/^cmi\.interactions\.\d+\.type$/, oneOf(...TYPES_12.filter((t) => t !== "fill-in"), "fill-in", "long-fill-in", "other")],
  [/^cmi\.interactions\.\d+\.result$/, RESULT_2004],
  [/^cmi\.interactions\.\d+\.learner_response$/, maxLen(4000)],
  [/^cmi\.interactions\.\d+\.latency$/, duration2004],
  [/^cmi\.interactions\.\d+\.timestamp$/, time2004],
  [/^cmi\.interactions\.\d+\.weighting$/, real()],
  [/^cmi\.interactions\.\d+\.description$/, maxLen(250)],
  [/^cmi\.interactions\.\d+\.objectives\.\d+\.id$/, identifier(4000)],
  [/^cmi\.interactions\.\d+\.correct_responses\.\d+\.pattern$/, maxLen(4000)],
];

/** The most interactions and objectives an attempt keeps (the SPM of both versions). */
export const MAX_INDEX = 250;

/**
 * The values of a commit that an attempt stores, checked: a value of the wrong type (not a string, or a number
 * where text is expected) or outside its vocabulary is a 400 `scorm.cmi.badValue`, one over its length limit
 * `scorm.cmi.tooLong`, each naming the element. Elements the LMS owns are dropped.
 */
export const checkCmi = (version: "1.2" | "2004", values: Readonly<Record<string, unknown>>): Record<string, string> => {
  const rules = version === "1.2" ? SCORM12 : SCORM2004;
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const rule = rules.find(([re]) => re.test(name));
    if (!rule) continue;
    const path = `payload.values.${name}`;
    // Scores and weights may arrive as JSON numbers; everything else must be a string, as the data model says.
    const value = typeof raw === "number" && Number.isFinite(raw) && /score|weighting|progress_measure/.test(name) ? String(raw) : raw;
    if (typeof value !== "string") throw invalidField(path, "scorm.cmi.badValue", `${name} is not a string`);
    const index = /\.(\d+)\./.exec(name);
    if (index && Number(index[1]) >= MAX_INDEX) throw invalidField(path, "scorm.cmi.tooMany", `${name}: index over ${MAX_INDEX}`);
    const why = rule[1](value);
    if (why) throw invalidField(path, `scorm.cmi.${why}`, `${name} = ${JSON.stringify(value).slice(0, 80)}`);
    out[name] = value;
  }
  return out;
};

/** Seconds of a SCORM 1.2 timespan or a 2004 duration (0 when empty). */
export const secondsOf = (v: string | undefined): number => {
  if (!v) return 0;
  const t12 = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(v);
  if (t12) return Number(t12[1]) * 3600 + Number(t12[2]) * 60 + Number(t12[3]);
  const d = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(v);
  if (!d) return 0;
  const [, y, mo, day, h, mi, s] = d.map((x) => Number(x ?? 0));
  return ((y * 365 + mo * 30 + day) * 24 + h) * 3600 + mi * 60 + s;
};

/** The status of one SCO from its stored values, across versions; unset completion counts as incomplete. */
export const statusOf = (version: "1.2" | "2004", cmi: Readonly<Record<string, string>>) => {
  if (version === "1.2") {
    const s = cmi["cmi.core.lesson_status"] ?? "";
    const raw = cmi["cmi.core.score.raw"];
    const max = Number(cmi["cmi.core.score.max"] || 100);
    return {
      completion: ["completed", "passed", "failed"].includes(s) ? "completed" : "incomplete",
      success: s === "passed" || s === "failed" ? s : "unknown",
      score_raw: raw ? Number(raw) : null,
      score_scaled: raw && max > 0 ? Math.max(-1, Math.min(1, Number(raw) / max)) : null,
      location: cmi["cmi.core.lesson_location"] ?? "",
      exit: cmi["cmi.core.exit"] ?? "",
      session: cmi["cmi.core.session_time"],
    };
  }
  const raw = cmi["cmi.score.raw"];
  const scaled = cmi["cmi.score.scaled"];
  return {
    completion: cmi["cmi.completion_status"] === "completed" ? "completed" : "incomplete",
    success: cmi["cmi.success_status"] === "passed" || cmi["cmi.success_status"] === "failed" ? cmi["cmi.success_status"] : "unknown",
    score_raw: raw ? Number(raw) : null,
    score_scaled: scaled ? Number(scaled) : null,
    location: cmi["cmi.location"] ?? "",
    exit: cmi["cmi.exit"] ?? "",
    session: cmi["cmi.session_time"],
  };
};
