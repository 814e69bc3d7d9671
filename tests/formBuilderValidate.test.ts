// validateFormDefinition: what a form, a test or a feedback form must be before it is saved (spec 001 §5), each
// problem named by its field; and validateAnswers, the learner's side.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FormDefinition,
  FormBuilderMessages as M,
  type FormElement,
  Limits,
  newChoiceItem,
  newElement,
  newQuestion,
  type Question,
  validateAnswers,
  validateFormDefinition,
} from "../services/formBuilder/index.js";
import { testDefinition } from "./formBuilderArbitraries.js";

const form = (...elements: FormElement[]): FormDefinition => ({ version: 1, elements });
const single = (id = "s", correct: string[] = ["a"]) =>
  ({ ...newQuestion(5, id, "Which one?"), items: [newChoiceItem("A", "a"), newChoiceItem("B", "b")], correct }) as Question;
const errorsOf = (def: unknown, kind: "form" | "test" | "feedback" = "form") => validateFormDefinition(def, { kind }).map((e) => [e.path, e.message]);

describe("validateFormDefinition: properties", () => {
  it("a generated test with its correct answers marked is valid as a test, a form and a feedback form", () => {
    fc.assert(
      fc.property(testDefinition, (def) => {
        for (const kind of ["test", "form", "feedback"] as const) expect(validateFormDefinition(def, { kind })).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("removing the key of any choice question refuses the test, naming that question's correct field", () => {
    fc.assert(
      fc.property(testDefinition, fc.nat(), (def, pick) => {
        const choices = def.elements.map((e, i) => [e, i] as const).filter(([e]) => e.element === 1 && (e.field === 3 || e.field === 4 || e.field === 5));
        const [q, at] = choices[pick % choices.length];
        const broken = { ...def, elements: def.elements.map((e, i) => (i === at ? { ...q, correct: [] } : e)) };
        expect(errorsOf(broken, "test")).toContainEqual([`elements.${at}.correct`, M.correctMissing]);
        expect(errorsOf(broken, "form")).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("never throws on any JSON, and always answers field errors with catalogue ids", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.record({ version: fc.constant(1), elements: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }) })), (junk) => {
        const errors = validateFormDefinition(junk, { kind: "test" });
        for (const e of errors) {
          expect(typeof e.path).toBe("string");
          expect(e.message).toMatch(/^formBuilder\.(error|answer)\.[a-zA-Z]+$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("validateFormDefinition: concrete refusals", () => {
  it("a test without correct answers cannot be saved", () => {
    expect(errorsOf(form(single("s", [])), "test")).toEqual([["elements.0.correct", M.correctMissing]]);
    expect(errorsOf(form(single("s", ["a", "b"])), "test")).toEqual([["elements.0.correct", M.correctOnlyOne]]);
    expect(errorsOf(form(single("s", ["zz"])), "test")).toEqual([["elements.0.correct", M.correctUnknown]]);
    expect(errorsOf(form(newQuestion(1, "t", "Your name")), "test")).toEqual([["elements", M.testNotScored]]);
  });

  it("an unknown element or question type is named as such", () => {
    expect(errorsOf({ version: 1, elements: [single(), { id: "x", element: 6 }] })).toEqual([["elements.1.element", M.unknownElement]]);
    expect(errorsOf({ version: 1, elements: [{ ...single(), field: 13 }] })).toEqual([["elements.0.field", M.unknownQuestion]]);
  });

  it("wrong shapes name the field; unknown keys are refused", () => {
    expect(errorsOf({ version: 1, elements: [{ ...single(), title: 5 }] })).toEqual([["elements.0.title", M.invalidValue]]);
    expect(errorsOf({ version: 1, elements: [{ ...single(), admin: true }] })).toEqual([["elements.0.admin", M.invalidValue]]);
    expect(errorsOf({ version: 2, elements: [] })).toContainEqual(["version", M.invalidValue]);
    expect(errorsOf(null)).toEqual([["", M.invalidValue]]);
  });

  it("image links must be https: the image element, a question's image and images in rich text", () => {
    const image = { ...newElement(3, "i"), url: "http://example.com/a.png" } as FormElement;
    expect(errorsOf(form(single(), image))).toEqual([["elements.1.url", M.imageHttps]]);
    expect(errorsOf(form(single(), { ...image, url: "https://example.com/a.png" } as FormElement))).toEqual([]);
    expect(errorsOf(form({ ...single(), image_url: "ftp://x/y.png" } as Question))).toEqual([["elements.0.image_url", M.imageHttps]]);
    const text = (value: string) => ({ ...newElement(2, "t"), value }) as FormElement;
    expect(errorsOf(form(single(), text("See ![map](http://example.com/map.png)")))).toEqual([["elements.1.value", M.imageHttps]]);
    expect(errorsOf(form(single(), text('<img src="http://example.com/x.png">')))).toEqual([["elements.1.value", M.imageHttps]]);
    expect(errorsOf(form(single(), text("[click](javascript:alert(1))")))).toEqual([["elements.1.value", M.linkFormat]]);
    expect(errorsOf(form(single(), text("![map](https://example.com/map.png) and [docs](http://example.com) [mail](mailto:a@b.c)")))).toEqual([]);
    const video = { ...newElement(4, "v"), url: "http://video.example/1" } as FormElement;
    expect(errorsOf(form(single(), video))).toEqual([["elements.1.url", M.linkHttps]]);
  });

  it("files must be of the element's kind and within its count", () => {
    const pdf = { file_id: 1, name: "a.pdf", general_file_type_id: 5 };
    const png = { file_id: 2, name: "a.png", general_file_type_id: 1 };
    const video = { file_id: 3, name: "a.mp4", general_file_type_id: 3 };
    const media = (element: 3 | 4 | 5 | 8 | 13, files: object[]) => ({ ...newElement(element, "m"), files }) as FormElement;
    expect(errorsOf(form(single(), media(3, [pdf])))).toEqual([["elements.1.files.0", M.fileKind]]);
    expect(errorsOf(form(single(), media(4, [video])))).toEqual([]);
    expect(errorsOf(form(single(), media(5, [pdf, video])))).toEqual([["elements.1.files.1", M.fileKind]]);
    expect(errorsOf(form(single(), media(13, [pdf])))).toEqual([]);
    expect(errorsOf(form(single(), media(3, [])))).toEqual([["elements.1.files", M.fileRequired]]);
    expect(errorsOf(form(single(), media(3, [png, { ...png, file_id: 9 }])))).toEqual([["elements.1.files", M.tooManyFiles]]);
    expect(validateFormDefinition(form(single(), media(3, [png, png])), { kind: "form" })[0].values).toEqual({ max: 1 });
    expect(errorsOf(form(single(), media(8, Array.from({ length: 3 }, (_, i) => ({ ...png, file_id: i + 1 })))))).toEqual([]);
  });

  it("options: at least two, each named, ids unique; comparison items need their answer", () => {
    expect(errorsOf(form({ ...single(), items: [newChoiceItem("A", "a")] } as Question))).toEqual([["elements.0.items", M.optionsTooFew]]);
    expect(errorsOf(form({ ...single(), items: [newChoiceItem("A", "a"), newChoiceItem(" ", "b")] } as Question))).toEqual([["elements.0.items.1.value", M.optionEmpty]]);
    expect(errorsOf(form({ ...single(), items: [newChoiceItem("A", "a"), newChoiceItem("B", "a")] } as Question))).toEqual([["elements.0.items.1.id", M.duplicateId]]);
    const comparison = { ...newQuestion(12, "c", "Match"), items: [{ id: "x", value: "1", answer: "one" }, { id: "y", value: "2", answer: "" }] } as Question;
    expect(errorsOf(form(comparison), "test")).toEqual([["elements.0.items.1.answer", M.answerEmpty]]);
    const many = Array.from({ length: Limits.items + 1 }, (_, i) => newChoiceItem(`o${i}`, `o${i}`));
    expect(errorsOf(form({ ...single(), items: many } as Question))).toEqual([["elements.0.items", M.optionsTooMany]]);
  });

  it("titles, ids, limits and ranges", () => {
    expect(errorsOf(form({ ...single(), title: "  " } as Question))).toEqual([["elements.0.title", M.titleRequired]]);
    expect(errorsOf(form(single("s"), single("s")))).toEqual([["elements.1.id", M.duplicateId]]);
    expect(errorsOf(form())).toEqual([["elements", M.noQuestions]]);
    expect(errorsOf(form(...Array.from({ length: Limits.elements + 1 }, (_, i) => single(`s${i}`))))).toEqual([["elements", M.tooManyElements]]);
    expect(errorsOf(form({ ...newQuestion(1, "t", "Name"), min_length: 5, max_length: 2 } as Question))).toEqual([["elements.0.min_length", M.minAboveMax]]);
    expect(errorsOf(form({ ...newQuestion(8, "d", "When"), min: "2026-02-01", max: "2026-01-01" } as Question))).toEqual([["elements.0.min", M.minAboveMax]]);
    expect(errorsOf(form({ ...newQuestion(8, "d", "When"), min: "2026-02-30" } as Question))).toEqual([["elements.0.min", M.invalidValue]]);
    const multi = { ...newQuestion(4, "m", "Pick"), items: [newChoiceItem("A", "a"), newChoiceItem("B", "b")], max: 3 } as Question;
    expect(errorsOf(form(multi))).toEqual([["elements.0.max", M.maxAboveOptions]]);
    expect(errorsOf(form({ ...newQuestion(7, "r", "Rate"), max: 11 } as Question))).toEqual([["elements.0.max", M.invalidValue]]);
    expect(errorsOf(form({ ...newQuestion(6, "f", "CV"), multiple: false, maxFiles: 3 } as Question))).toEqual([["elements.0.maxFiles", M.maxAboveOptions]]);
  });

  it("jumps lead to a later divider or to the end", () => {
    const divider = { ...newElement(9, "d1"), title: "Part 2" } as FormElement;
    const jumping = (to: string) => ({ ...single(), sectionBased: true, items: [{ ...newChoiceItem("A", "a"), toSection: to }, newChoiceItem("B", "b")] }) as Question;
    expect(errorsOf(form(jumping("d1"), divider))).toEqual([]);
    expect(errorsOf(form(jumping("submit"), divider))).toEqual([]);
    expect(errorsOf(form(jumping("zz"), divider))).toEqual([["elements.0.items.0.toSection", M.jumpUnknown]]);
    expect(errorsOf(form(divider, jumping("d1")))).toEqual([["elements.1.items.0.toSection", M.jumpBackward]]);
  });

  it("a contact needs a name and a valid e-mail", () => {
    const contact = { ...newElement(10, "c"), name: "Anna", email: "anna@" } as FormElement;
    expect(errorsOf(form(single(), contact))).toEqual([["elements.1.email", M.email]]);
    expect(errorsOf(form(single(), { ...contact, name: "", email: "anna@demo.local" } as FormElement))).toEqual([["elements.1.name", M.contactName]]);
  });
});

describe("validateAnswers", () => {
  const multi = { ...newQuestion(4, "m", "Pick"), required: true, min: 2, max: 2, items: [newChoiceItem("A", "a"), newChoiceItem("B", "b"), newChoiceItem("C", "c")] } as Question;
  const text = { ...newQuestion(1, "t", "Name"), required: true, min_length: 2, max_length: 5 } as Question;
  const rating = newQuestion(7, "r", "Rate");
  const date = { ...newQuestion(8, "d", "When"), min: "2026-01-01", max: "2026-12-31", range: true } as Question;
  const sorting = { ...newQuestion(11, "o", "Order"), items: [{ id: "x", value: "1" }, { id: "y", value: "2" }] } as Question;
  const def = form(multi, text, rating, date, sorting);
  const check = (answers: Record<string, unknown>) =>
    validateAnswers(def, Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, { value: v }])) as never).map((e) => [e.path, e.message]);

  it("required questions must be answered; others may stay empty", () => {
    expect(check({})).toEqual([["m", M.required], ["t", M.required]]);
    expect(check({ m: ["a", "b"], t: "Anna" })).toEqual([]);
  });

  it("each answer fits its question", () => {
    expect(check({ m: ["a"], t: "A" })).toEqual([["m", M.chooseAtLeast], ["t", M.tooShort]]);
    expect(check({ m: ["a", "zz"], t: "Annabel" })).toEqual([["m", M.wrongAnswerShape], ["t", M.tooLong]]);
    expect(check({ m: ["a", "b"], t: "Anna", r: 6 })).toEqual([["r", M.outOfRange]]);
    expect(check({ m: ["a", "b"], t: "Anna", d: { from: "2026-03-01", to: "2026-02-01" } })).toEqual([["d", M.wrongAnswerShape]]);
    expect(check({ m: ["a", "b"], t: "Anna", d: { from: "2025-03-01", to: "2026-02-01" } })).toEqual([["d", M.outOfRange]]);
    expect(check({ m: ["a", "b"], t: "Anna", o: ["x"] })).toEqual([["o", M.wrongAnswerShape]]);
    expect(check({ m: ["a", "b"], t: "Anna", o: ["y", "x"], r: 3, d: { from: "2026-03-01", to: "2026-04-01" } })).toEqual([]);
  });
});
