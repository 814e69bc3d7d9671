// The one correctness function (spec 001 §5): single choice equals the key, multi-choice the same set, sorting the
// same order, comparison the same pairs; every other question type is not scored. Properties over generated
// questions, then concrete cases, then the path through sections that decides which questions count.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FormAnswers,
  type FormDefinition,
  isAnswerCorrect,
  newChoiceItem,
  newElement,
  newQuestion,
  type Question,
  scoreAnswers,
  sectionPath,
} from "../services/formBuilder/index.js";
import { choiceQuestion, comparisonQuestion, sortingQuestion, testDefinition, unscoredQuestion } from "./formBuilderArbitraries.js";

const runs = { numRuns: 200 };
const form = (...elements: FormDefinition["elements"]): FormDefinition => ({ version: 1, elements });
type Choice = Question & { items: { id: string }[]; correct: string[] };

describe("scoreAnswers: properties per question type", () => {
  it("single choice: right exactly when the chosen option is the key", () => {
    fc.assert(
      fc.property(choiceQuestion(5, "q"), fc.nat(), (q, pick) => {
        const c = q as Choice;
        const chosen = c.items[pick % c.items.length].id;
        expect(isAnswerCorrect(q, chosen)).toBe(chosen === c.correct[0]);
        expect(isAnswerCorrect(q, c.correct[0])).toBe(true);
      }),
      runs,
    );
  });

  it("multi choice: right exactly when the chosen set equals the key, in any order", () => {
    fc.assert(
      fc.property(choiceQuestion(4, "q"), fc.func(fc.nat()), (q, rank) => {
        const c = q as Choice;
        const all = c.items.map((i) => i.id);
        const reordered = [...c.correct].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
        expect(isAnswerCorrect(q, reordered)).toBe(true);
        return fc.assert(
          fc.property(fc.subarray(all, { minLength: 1 }), (chosen) => {
            const same = chosen.length === c.correct.length && chosen.every((x) => c.correct.includes(x));
            expect(isAnswerCorrect(q, chosen)).toBe(same);
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 50 },
    );
  });

  it("dropdown: one answer equals the key; several answers are the same set", () => {
    fc.assert(
      fc.property(choiceQuestion(3, "q"), fc.nat(), (q, pick) => {
        const c = q as Choice;
        const chosen = c.items[pick % c.items.length].id;
        expect(isAnswerCorrect(q, chosen)).toBe(chosen === c.correct[0]);
        expect(isAnswerCorrect(q, [chosen])).toBe(chosen === c.correct[0]);
      }),
      runs,
    );
    fc.assert(
      fc.property(choiceQuestion(3, "q", true), (q) => {
        const c = q as Choice;
        expect(isAnswerCorrect(q, [...c.correct].reverse())).toBe(true);
        const extra = c.items.find((i) => !c.correct.includes(i.id));
        if (extra) expect(isAnswerCorrect(q, [...c.correct, extra.id])).toBe(false);
        if (c.correct.length > 1) expect(isAnswerCorrect(q, c.correct.slice(1))).toBe(false);
      }),
      runs,
    );
  });

  it("sorting: right exactly when the order is the authored one", () => {
    fc.assert(
      fc.property(sortingQuestion("q"), fc.func(fc.nat()), (q, rank) => {
        const items = (q as Choice).items.map((i) => i.id);
        const order = [...items].sort((a, b) => rank(a) - rank(b));
        expect(isAnswerCorrect(q, order)).toBe(order.every((id, i) => id === items[i]));
        expect(isAnswerCorrect(q, items)).toBe(true);
        expect(isAnswerCorrect(q, items.slice(1))).toBe(false);
      }),
      runs,
    );
  });

  it("comparison: right exactly when every pair is the authored one, whatever the keys' order", () => {
    fc.assert(
      fc.property(comparisonQuestion("q"), fc.nat(), fc.boolean(), (q, pick, swap) => {
        const items = (q as Question & { items: { id: string; answer: string }[] }).items;
        const pairs = Object.fromEntries([...items].reverse().map((i) => [i.id, i.answer]));
        expect(isAnswerCorrect(q, pairs)).toBe(true);
        const a = items[pick % items.length];
        const b = items[(pick + 1) % items.length];
        const changed = swap ? { ...pairs, [a.id]: b.answer, [b.id]: a.answer } : { ...pairs, [a.id]: `${a.answer} (not)` };
        expect(isAnswerCorrect(q, changed)).toBe(false);
        const { [a.id]: _dropped, ...missing } = pairs;
        expect(isAnswerCorrect(q, missing)).toBe(false);
      }),
      runs,
    );
  });

  it("other question types are never scored, whatever the answer", () => {
    fc.assert(
      fc.property(unscoredQuestion("q"), fc.oneof(fc.string(), fc.integer(), fc.array(fc.string())), (q, value) => {
        expect(isAnswerCorrect(q, value)).toBeNull();
        expect(scoreAnswers(form(q), { q: { value } })).toEqual({ total: 0, correct: 0, percent: 0, questions: {} });
      }),
      runs,
    );
  });

  it("a missing or malformed answer is wrong, never an error", () => {
    fc.assert(
      fc.property(fc.oneof(choiceQuestion(4, "q"), choiceQuestion(5, "q"), sortingQuestion("q"), comparisonQuestion("q")), fc.jsonValue(), (q, junk) => {
        expect(isAnswerCorrect(q, undefined)).toBe(false);
        expect(typeof isAnswerCorrect(q, junk as never)).toBe("boolean");
      }),
      runs,
    );
  });
});

describe("scoreAnswers over a whole test", () => {
  it("counts each scored question once, the right ones as right; the percent is correct/total rounded down", () => {
    fc.assert(
      fc.property(testDefinition, fc.func(fc.boolean()), (def, answerRight) => {
        const answers: Record<string, FormAnswers[string]> = {};
        let expectedRight = 0;
        let scored = 0;
        for (const e of def.elements) {
          if (e.element !== 1) continue;
          const key = keyOf(e);
          if (key === null) continue;
          scored++;
          if (answerRight(e.id)) {
            answers[e.id] = { value: key };
            expectedRight++;
          } else answers[e.id] = { value: [] };
        }
        const score = scoreAnswers(def, answers);
        expect(score.total).toBe(scored);
        expect(score.correct).toBe(expectedRight);
        expect(score.percent).toBe(Math.floor((expectedRight * 100) / scored));
        expect(Object.values(score.questions).filter((q) => q.correct)).toHaveLength(expectedRight);
      }),
      runs,
    );
  });

  it("all answers right scores 100, none scores 0", () => {
    fc.assert(
      fc.property(testDefinition, (def) => {
        const right: Record<string, FormAnswers[string]> = {};
        for (const e of def.elements) if (e.element === 1 && keyOf(e) !== null) right[e.id] = { value: keyOf(e)! };
        expect(scoreAnswers(def, right).percent).toBe(100);
        expect(scoreAnswers(def, {}).percent).toBe(0);
      }),
      runs,
    );
  });
});

/** The right answer of a scored question, or null. */
const keyOf = (q: Question) => {
  if (q.field === 3 || q.field === 4) return q.correct.length ? q.correct : null;
  if (q.field === 5) return q.correct.length ? q.correct[0] : null;
  if (q.field === 11) return q.items.map((i) => i.id);
  if (q.field === 12) return Object.fromEntries(q.items.map((i) => [i.id, i.answer]));
  return null;
};

describe("concrete cases", () => {
  const single = { ...newQuestion(5, "s", "Capital of France?"), items: [newChoiceItem("Paris", "p"), newChoiceItem("Lyon", "l")], correct: ["p"] } as Question;
  const multi = {
    ...newQuestion(4, "m", "Prime numbers"),
    items: [newChoiceItem("2", "two"), newChoiceItem("3", "three"), newChoiceItem("4", "four")],
    correct: ["two", "three"],
  } as Question;

  it("scores a single and a multi choice", () => {
    const def = form(single, multi);
    expect(scoreAnswers(def, { s: { value: "p" }, m: { value: ["three", "two"] } })).toMatchObject({ total: 2, correct: 2, percent: 100 });
    expect(scoreAnswers(def, { s: { value: "l" }, m: { value: ["two"] } })).toMatchObject({ total: 2, correct: 0, percent: 0 });
    expect(scoreAnswers(def, { s: { value: "p" }, m: { value: ["two", "three", "four"] } })).toEqual({
      total: 2,
      correct: 1,
      percent: 50,
      questions: { s: { correct: true, answered: true }, m: { correct: false, answered: true } },
    });
    expect(scoreAnswers(def, {}).questions.s).toEqual({ correct: false, answered: false });
  });

  it("a choice question without a key is not scored (a form, not a test)", () => {
    expect(scoreAnswers(form({ ...single, correct: [] } as Question), { s: { value: "p" } }).total).toBe(0);
  });

  it("a duplicated option in a multi answer is not the same set", () => {
    expect(isAnswerCorrect(multi, ["two", "two", "three"])).toBe(false);
  });

  it("a third of three rounds down to 33", () => {
    const q2 = { ...single, id: "s2" } as Question;
    const q3 = { ...single, id: "s3" } as Question;
    expect(scoreAnswers(form(single, q2, q3), { s: { value: "p" }, s2: { value: "l" } }).percent).toBe(33);
  });
});

describe("sections and jumps", () => {
  const branch = {
    ...newQuestion(5, "b", "Are you a manager?"),
    sectionBased: true,
    items: [{ ...newChoiceItem("Yes", "yes"), toSection: "mgr" }, { ...newChoiceItem("No", "no"), toSection: "submit" }, newChoiceItem("Skip", "skip")],
    correct: ["yes"],
  } as Question;
  const inEmployee = { ...newQuestion(5, "e", "Employee question"), items: [newChoiceItem("A", "a"), newChoiceItem("B", "b")], correct: ["a"] } as Question;
  const inManager = { ...newQuestion(5, "m", "Manager question"), items: [newChoiceItem("A", "a"), newChoiceItem("B", "b")], correct: ["a"] } as Question;
  const def = form(branch, { ...newElement(9, "emp"), title: "Employees" } as never, inEmployee, { ...newElement(9, "mgr"), title: "Managers" } as never, inManager);

  it("a jump skips the sections between; questions skipped do not count", () => {
    expect(sectionPath(def, { b: { value: "yes" } }).map((s) => s.id)).toEqual([null, "mgr"]);
    expect(scoreAnswers(def, { b: { value: "yes" }, m: { value: "a" } })).toMatchObject({ total: 2, correct: 2 });
  });

  it("'submit' ends the form; no jump goes on to the next section", () => {
    expect(sectionPath(def, { b: { value: "no" } }).map((s) => s.id)).toEqual([null]);
    expect(scoreAnswers(def, { b: { value: "no" } })).toMatchObject({ total: 1, correct: 0 });
    expect(sectionPath(def, { b: { value: "skip" } }).map((s) => s.id)).toEqual([null, "emp", "mgr"]);
  });

  it("jumps are ignored when the question is not section-based", () => {
    const plain = form({ ...branch, sectionBased: false } as Question, ...def.elements.slice(1));
    expect(sectionPath(plain, { b: { value: "no" } })).toHaveLength(3);
  });

  it("any jumps, even backwards or to nowhere, give a finite path visiting each section at most once", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("d0", "d1", "d2", "submit", "nowhere", null), { minLength: 3, maxLength: 3 }), fc.nat(2), (jumps, pick) => {
        const elements: FormDefinition["elements"][number][] = [];
        jumps.forEach((to, i) => {
          elements.push({ ...newElement(9, `d${i}`), title: `S${i}` } as never);
          elements.push({
            ...newQuestion(5, `q${i}`, "Q"),
            sectionBased: true,
            items: [{ ...newChoiceItem("x", "x"), toSection: to }, newChoiceItem("y", "y")],
          } as Question);
        });
        const answers = Object.fromEntries(jumps.map((_, i) => [`q${i}`, { value: i === pick ? "y" : "x" }]));
        const path = sectionPath(form(...elements), answers);
        expect(new Set(path.map((s) => s.id)).size).toBe(path.length);
        expect(path.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
