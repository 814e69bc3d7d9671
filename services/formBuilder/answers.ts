import { isAnswered } from "./answered.js";
import { type FormBuilderError, FormBuilderMessages as M } from "./messages.js";
import type { AnswerValue, FormAnswers, FormDefinition, Question } from "./schema.js";
import { questionsOnPath } from "./score.js";
import { FileKinds, QuestionType } from "./types.js";

/**
 * Checks a learner's answers before they are sent (the browser) and when they arrive (the server): required
 * questions on the learner's path are answered, and each answer fits its question (options it has, counts, lengths,
 * ranges). Errors are keyed by question id.
 */
export const validateAnswers = (def: FormDefinition, answers: FormAnswers): FormBuilderError[] => {
  const errors: FormBuilderError[] = [];
  for (const q of questionsOnPath(def, answers)) {
    const value = answers[q.id]?.value;
    if (!isAnswered(value)) {
      if (q.required) errors.push({ path: q.id, message: M.required });
      continue;
    }
    const problem = answerProblem(q, value as AnswerValue);
    if (problem) errors.push({ path: q.id, ...problem });
  }
  return errors;
};

type Problem = Omit<FormBuilderError, "path"> | null;
const shape: Problem = { message: M.wrongAnswerShape };
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

const answerProblem = (q: Question, v: AnswerValue): Problem => {
  switch (q.field) {
    case QuestionType.shortText:
    case QuestionType.paragraph:
      if (typeof v !== "string") return shape;
      if (q.min_length !== null && v.trim().length < q.min_length) return { message: M.tooShort, values: { min: q.min_length } };
      if (q.max_length !== null && v.length > q.max_length) return { message: M.tooLong, values: { max: q.max_length } };
      return null;
    case QuestionType.singleChoice:
    case QuestionType.dropdown:
    case QuestionType.multiChoice: {
      const many = q.field === QuestionType.multiChoice || (q.field === QuestionType.dropdown && q.multiple);
      const ids = typeof v === "string" && !many ? [v] : isStrings(v) && many ? v : null;
      const known = new Set(q.items.map((i) => i.id));
      if (!ids || ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) return shape;
      if (q.field === QuestionType.multiChoice) {
        if (q.min !== null && ids.length < q.min) return { message: M.chooseAtLeast, values: { min: q.min } };
        if (q.max !== null && ids.length > q.max) return { message: M.chooseAtMost, values: { max: q.max } };
      }
      return null;
    }
    case QuestionType.fileUpload: {
      if (!Array.isArray(v) || v.some((f) => typeof f !== "object" || f === null || !("file_id" in f))) return shape;
      const max = q.multiple ? q.maxFiles : 1;
      if (v.length > max) return { message: M.tooManyAnswerFiles, values: { max } };
      if (q.types.length) {
        const accepted = new Set(q.types.flatMap((k) => FileKinds[k] as readonly number[]));
        if (v.some((f) => !accepted.has((f as { general_file_type_id: number }).general_file_type_id))) return { message: M.fileKind };
      }
      return null;
    }
    case QuestionType.rating:
      if (typeof v !== "number" || !Number.isInteger(v)) return shape;
      return v < q.min || v > q.max ? { message: M.outOfRange, values: { min: q.min, max: q.max } } : null;
    case QuestionType.date: {
      const inRange = (d: string) => (q.min === null || d >= q.min) && (q.max === null || d <= q.max);
      const isDate = (d: unknown): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d);
      const range = q.min !== null || q.max !== null ? { message: M.outOfRange, values: { min: q.min ?? "", max: q.max ?? "" } } : shape;
      if (q.range) {
        if (typeof v !== "object" || v === null || !("from" in v) || !isDate(v.from) || !isDate(v.to) || v.from > v.to) return shape;
        return inRange(v.from) && inRange(v.to) ? null : range;
      }
      if (!isDate(v)) return shape;
      return inRange(v) ? null : range;
    }
    case QuestionType.functionalHead:
    case QuestionType.mentor:
      return typeof v === "number" && Number.isInteger(v) && v > 0 ? null : shape;
    case QuestionType.sorting: {
      const ids = isStrings(v) ? v : null;
      const known = new Set(q.items.map((i) => i.id));
      return ids && ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id)) ? null : shape;
    }
    case QuestionType.comparison: {
      if (typeof v !== "object" || v === null || Array.isArray(v) || "from" in v) return shape;
      const pairs = Object.entries(v as Record<string, unknown>);
      const known = new Set(q.items.map((i) => i.id));
      const answerTexts = new Set(q.items.map((i) => i.answer));
      if (pairs.some(([id, a]) => !known.has(id) || typeof a !== "string" || !answerTexts.has(a))) return shape;
      return q.required && pairs.length < known.size ? { message: M.required } : null;
    }
  }
};

/**
 * The same shuffle wherever it runs for a seed (the learner's task id, say), so that a page reload or the server
 * shows the options in the order the learner saw.
 */
export const shuffled = <T>(items: readonly T[], seed: string): T[] => {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  const next = () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
