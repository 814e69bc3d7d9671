import type { AnswerValue } from "./schema.js";

/** Whether a value counts as an answer: non-blank text, a non-empty choice, list or pairing, a number, a period. */
export const isAnswered = (v: AnswerValue | undefined | null): boolean => {
  if (v === undefined || v === null) return false;
  if (typeof v === "string") return v.trim() !== "";
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v)) return v.length > 0;
  if ("from" in v && "to" in v && typeof v.from === "string") return v.from !== "" && v.to !== "";
  return Object.keys(v).length > 0;
};
