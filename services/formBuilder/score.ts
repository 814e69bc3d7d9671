import type { AnswerValue, FormAnswers, FormDefinition, FormElement, Question } from "./schema.js";
import { isAnswered } from "./answered.js";
import { ElementType, QuestionType } from "./types.js";

/**
 * Correctness (spec 001 §5, spec 000 §4 "Analytics form answers show correctness"): a single choice equals the
 * key; a multi-choice is the same set; a sorting the same order; a comparison the same pairs. One function for
 * the server (scoring, analytics) and the browser (showing which answers were right).
 */

export interface Section {
  /** the divider that opens it, null for the form's first section */
  id: string | null;
  elements: FormElement[];
}

/** The form cut into sections at its dividers; the first section is whatever precedes the first divider. */
export const sectionsOf = (def: FormDefinition): Section[] => {
  const sections: Section[] = [{ id: null, elements: [] }];
  for (const e of def.elements) {
    if (e.element === ElementType.divider) sections.push({ id: e.id, elements: [e] });
    else sections[sections.length - 1].elements.push(e);
  }
  return sections[0].elements.length === 0 && sections.length > 1 ? sections.slice(1) : sections;
};

const asIds = (v: AnswerValue | undefined): string[] | null => {
  if (typeof v === "string") return v === "" ? [] : [v];
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v as string[];
  return null;
};

/** Where a section's answers lead: the last answered jump of a section-based single choice or dropdown wins. */
const jumpOf = (section: Section, answers: FormAnswers): string | null => {
  let jump: string | null = null;
  for (const e of section.elements) {
    if (e.element !== ElementType.question) continue;
    if (!((e.field === QuestionType.singleChoice || (e.field === QuestionType.dropdown && !e.multiple)) && e.sectionBased)) continue;
    const chosen = asIds(answers[e.id]?.value)?.[0];
    const to = e.items.find((i) => i.id === chosen)?.toSection;
    if (to) jump = to;
  }
  return jump;
};

/**
 * The sections a learner goes through with these answers: from the first, each leads to the next unless an
 * answer jumps to a later one or to the end ("submit"). A jump backwards (refused on save) is taken as "next".
 */
export const sectionPath = (def: FormDefinition, answers: FormAnswers): Section[] => {
  const sections = sectionsOf(def);
  const path: Section[] = [];
  for (let i = 0; i < sections.length; ) {
    path.push(sections[i]);
    const jump = jumpOf(sections[i], answers);
    if (jump === "submit") break;
    const to = jump === null ? -1 : sections.findIndex((s) => s.id === jump);
    i = to > i ? to : i + 1;
  }
  return path;
};

/** The questions on the learner's path, in order. */
export const questionsOnPath = (def: FormDefinition, answers: FormAnswers): Question[] =>
  sectionPath(def, answers).flatMap((s) => s.elements.filter((e): e is Question => e.element === ElementType.question));

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const sa = new Set(a);
  return sa.size === a.length && sa.size === new Set(b).size && b.every((x) => sa.has(x));
};

/** Whether a question has a key to score against (choice questions only once their correct answers are marked). */
export const isScored = (q: Question): boolean => {
  switch (q.field) {
    case QuestionType.dropdown:
    case QuestionType.multiChoice:
    case QuestionType.singleChoice:
      return q.correct.length > 0;
    case QuestionType.sorting:
    case QuestionType.comparison:
      return q.items.length > 0;
    default:
      return false;
  }
};

/** Whether an answer is right; null for a question that is not scored. A missing or malformed answer is wrong. */
export const isAnswerCorrect = (q: Question, value: AnswerValue | undefined): boolean | null => {
  if (!isScored(q)) return null;
  switch (q.field) {
    case QuestionType.dropdown:
    case QuestionType.multiChoice:
    case QuestionType.singleChoice: {
      const ids = asIds(value);
      return ids !== null && ids.length > 0 && sameSet(ids, q.correct);
    }
    case QuestionType.sorting: {
      const ids = asIds(value);
      return ids !== null && ids.length === q.items.length && q.items.every((item, i) => ids[i] === item.id);
    }
    case QuestionType.comparison: {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      const pairs = value as Record<string, string>;
      return Object.keys(pairs).length === q.items.length && q.items.every((item) => pairs[item.id] === item.answer);
    }
    default:
      return null;
  }
};

export interface QuestionScore {
  correct: boolean;
  answered: boolean;
}
export interface FormScore {
  /** scored questions on the learner's path */
  total: number;
  correct: number;
  /** correct / total in whole percent, rounded down; 0 when nothing is scored */
  percent: number;
  /** per scored question id */
  questions: Record<string, QuestionScore>;
}

/** Scores answers against a definition: each scored question on the learner's path counts once. */
export const scoreAnswers = (def: FormDefinition, answers: FormAnswers): FormScore => {
  const questions: Record<string, QuestionScore> = {};
  let total = 0;
  let correct = 0;
  for (const q of questionsOnPath(def, answers)) {
    const right = isAnswerCorrect(q, answers[q.id]?.value);
    if (right === null) continue;
    total++;
    if (right) correct++;
    questions[q.id] = { correct: right, answered: isAnswered(answers[q.id]?.value) };
  }
  return { total, correct, percent: total === 0 ? 0 : Math.floor((correct * 100) / total), questions };
};
