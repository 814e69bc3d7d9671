import type { FormDefinition } from "../../../../services/formBuilder/index.js";

/**
 * A test's form as its learner gets it: every correct answer of its choice questions taken out (the test is scored
 * on the server only). Sorting and comparison keep their items: the form view shows them shuffled.
 */
export const withoutKey = (def: FormDefinition): FormDefinition => ({
  ...def,
  elements: def.elements.map((e) => (e.element === 1 && "correct" in e ? { ...e, correct: [] } : e)),
});
