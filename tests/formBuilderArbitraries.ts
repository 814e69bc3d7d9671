// fast-check generators of valid form-builder questions and definitions, shared by the formBuilder tests.
import fc from "fast-check";
import { type FormDefinition, type FormElement, newElement, newQuestion, type Question, type QuestionTypeId } from "../services/formBuilder/index.js";

export const label = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== "");
/** n distinct option ids */
const id = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 1, maxLength: 8 });
export const ids = (min: number, max: number) => fc.uniqueArray(id, { minLength: min, maxLength: max });

export const choiceItems = (min = 2, max = 8) =>
  ids(min, max).chain((xs) => fc.tuple(...xs.map((id) => label.map((value) => ({ id, value, hasComment: false, toSection: null as string | null })))));

/** A choice question (3, 4 or 5) with its correct answers marked. */
export const choiceQuestion = (field: 3 | 4 | 5, qid: string, multipleDropdown = false) =>
  fc.tuple(choiceItems(), fc.nat(), label).chain(([items, pick, title]) => {
    const many = field === 4 || (field === 3 && multipleDropdown);
    const correct = many
      ? fc.subarray(items.map((i) => i.id), { minLength: 1 })
      : fc.constant([items[pick % items.length].id]);
    return correct.map((c) => {
      const q = newQuestion(field, qid, title) as Question & { items: unknown; correct: string[]; multiple?: boolean };
      return { ...q, items, correct: c, ...(field === 3 ? { multiple: many } : {}) } as Question;
    });
  });

export const sortingQuestion = (qid: string) =>
  fc.tuple(ids(2, 8), label).map(([xs, title]) => ({ ...newQuestion(11, qid, title), items: xs.map((id) => ({ id, value: `item ${id}` })) }) as Question);

export const comparisonQuestion = (qid: string) =>
  fc.tuple(ids(2, 8), label).map(
    ([xs, title]) => ({ ...newQuestion(12, qid, title), items: xs.map((id) => ({ id, value: `left ${id}`, answer: `right ${id}` })) }) as Question,
  );

/** A question of a type that is never scored, ready to save. */
export const unscoredQuestion = (qid: string) =>
  fc.tuple(fc.constantFrom<QuestionTypeId>(1, 2, 6, 7, 8, 9, 10), label).map(([field, title]) => newQuestion(field, qid, title));

/** Any question of any of the 12 types, valid for a test. */
export const anyQuestion = (qid: string): fc.Arbitrary<Question> =>
  fc.oneof(
    choiceQuestion(3, qid),
    choiceQuestion(3, qid, true),
    choiceQuestion(4, qid),
    choiceQuestion(5, qid),
    sortingQuestion(qid),
    comparisonQuestion(qid),
    unscoredQuestion(qid),
  );

const questionArb = anyQuestion("q");
/** A valid test: questions with distinct ids, some rich text and dividers between them, at least one scored question. */
export const testDefinition: fc.Arbitrary<FormDefinition> = fc
  .tuple(
    fc.array(questionArb, { minLength: 1, maxLength: 6 }).map((qs) => qs.map((q, i) => ({ ...q, id: `q${i}` }) as Question)),
    choiceQuestion(5, "qscored"),
    fc.array(fc.constantFrom<"divider" | "text">("divider", "text"), { maxLength: 4 }),
  )
  .map(([questions, scored, extras]) => {
    const elements: FormElement[] = [scored, ...questions];
    extras.forEach((kind, i) => {
      const e = kind === "divider" ? { ...newElement(9, `d${i}`), title: `Section ${i}` } : { ...newElement(2, `t${i}`), value: "Read **this**" };
      elements.splice((i * 2) % (elements.length + 1), 0, e as FormElement);
    });
    return { version: 1 as const, elements };
  });
