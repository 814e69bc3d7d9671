// The checks of a task's form save (issue 16 "Bad input"): an element that is not in the form, a value of the
// wrong type, a file over the question's limit or of another extension are each named by their field; a draft may
// leave required questions blank.
import { describe, expect, it } from "vitest";
import { type FormDefinition, FormBuilderMessages as M, newChoiceItem, newElement, newQuestion, type Question } from "../../services/formBuilder/index.js";
import { AnswerCheckMessages as A, checkDraftAnswers, fileIdsOf } from "../../services/learning/index.js";

const single = { ...newQuestion(5, "s", "Which one?"), required: true, items: [newChoiceItem("A", "a"), newChoiceItem("B", "b")] } as Question;
const text = { ...newQuestion(1, "t", "Name"), required: true } as Question;
const upload = { ...newQuestion(6, "u", "Your CV"), maxSize: 1, extensions: ["pdf"], multiple: true, maxFiles: 2 } as Question;
const def: FormDefinition = { version: 1, elements: [single, text, upload, { ...newElement(2, "r"), value: "Read this" } as never] };
const MB = 1024 * 1024;

describe("checkDraftAnswers", () => {
  it("accepts a partial draft: required questions may still be blank", () => {
    expect(checkDraftAnswers(def, { s: { value: "a" } })).toEqual([]);
    expect(checkDraftAnswers(def, {})).toEqual([]);
  });

  it("refuses an element that is not in the form", () => {
    expect(checkDraftAnswers(def, { nope: { value: "x" } })).toEqual([{ path: "data.nope", message: A.unknownElement }]);
  });

  it("refuses a value on an element that takes none, and lets it be marked completed", () => {
    expect(checkDraftAnswers(def, { r: { value: "x" } })).toEqual([{ path: "data.r", message: A.notAnswerable }]);
    expect(checkDraftAnswers(def, { r: { completed: true } })).toEqual([]);
  });

  it("refuses a value of the wrong type or an option the question does not have", () => {
    expect(checkDraftAnswers(def, { t: { value: 42 } })).toEqual([{ path: "data.t", message: M.wrongAnswerShape }]);
    expect(checkDraftAnswers(def, { s: { value: "zz" } })).toEqual([{ path: "data.s", message: M.wrongAnswerShape }]);
  });

  it("refuses a file over the size limit, of another extension, or unknown", () => {
    const refs = (...ids: number[]) => ({ u: { value: ids.map((file_id) => ({ file_id, name: `f${file_id}`, general_file_type_id: 5 })) } });
    const files = new Map([
      [1, { size: MB / 2, name: "cv.pdf" }],
      [2, { size: 2 * MB, name: "big.pdf" }],
      [3, { size: 10, name: "cv.docx" }],
    ]);
    expect(checkDraftAnswers(def, refs(1), files)).toEqual([]);
    expect(checkDraftAnswers(def, refs(1, 2), files)).toEqual([{ path: "data.u", message: A.fileTooLarge, values: { max: 1 } }]);
    expect(checkDraftAnswers(def, refs(3), files)).toEqual([{ path: "data.u", message: A.fileExtension, values: { extensions: "pdf" } }]);
    expect(checkDraftAnswers(def, refs(9), files)).toEqual([{ path: "data.u", message: A.fileUnknown }]);
    expect(checkDraftAnswers(def, refs(1, 1, 1), files).map((e) => e.message)).toEqual([M.tooManyAnswerFiles]);
  });

  it("lists the file ids a save names, once each, from upload questions only", () => {
    const f = (file_id: number) => ({ file_id, name: "x", general_file_type_id: 5 });
    expect(fileIdsOf(def, { u: { value: [f(4), f(4), f(5)] }, t: { value: "x" } })).toEqual([4, 5]);
  });
});
