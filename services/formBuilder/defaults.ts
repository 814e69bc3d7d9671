import type { ChoiceItem, FormDefinition, FormElement, Question } from "./schema.js";
import { ElementType, type ElementTypeId, type MediaElementId, mediaElementIds, QuestionType, type QuestionTypeId } from "./types.js";

/** A new 8-character id (elements and options). Random, so copies pasted between forms keep apart. */
export const newId = (): string => {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
};

export const emptyForm = (): FormDefinition => ({ version: 1, elements: [] });

export const newChoiceItem = (value = "", id = newId()): ChoiceItem => ({ id, value, hasComment: false, toSection: null });

/** A question of the given type with the spec's defaults (rating 1 to 5, shuffle on for sorting and comparison, …). */
export const newQuestion = (field: QuestionTypeId, id = newId(), title = ""): Question => {
  const base = { id, element: 1 as const, title, description: "", required: false, image_url: null };
  switch (field) {
    case QuestionType.shortText:
    case QuestionType.paragraph:
      return { ...base, field, min_length: null, max_length: null };
    case QuestionType.dropdown:
      return { ...base, field, items: [newChoiceItem()], multiple: false, shuffle: false, sectionBased: false, correct: [] };
    case QuestionType.multiChoice:
      return { ...base, field, items: [newChoiceItem()], shuffle: false, min: null, max: null, correct: [] };
    case QuestionType.singleChoice:
      return { ...base, field, items: [newChoiceItem()], shuffle: false, sectionBased: false, correct: [] };
    case QuestionType.fileUpload:
      return { ...base, field, maxSize: 10, maxFiles: 5, types: [], extensions: [], multiple: true };
    case QuestionType.rating:
      return { ...base, field, min: 1, max: 5, label1: "", label2: "", icon: "star" };
    case QuestionType.date:
      return { ...base, field, min: null, max: null, range: false };
    case QuestionType.functionalHead:
    case QuestionType.mentor:
      return { ...base, field };
    case QuestionType.sorting:
      return { ...base, field, items: [{ id: newId(), value: "" }, { id: newId(), value: "" }], shuffle: true };
    case QuestionType.comparison:
      return { ...base, field, items: [{ id: newId(), value: "", answer: "" }, { id: newId(), value: "", answer: "" }], shuffle: true };
  }
};

/** A non-question element of the given type, empty. */
export const newElement = (element: Exclude<ElementTypeId, 1>, id = newId()): FormElement => {
  if ((mediaElementIds as readonly number[]).includes(element))
    return { id, element: element as MediaElementId, title: "", files: [], url: null, alt: "", allowDownload: true, showInLibrary: false, showInFiles: false };
  switch (element) {
    case ElementType.richText:
      return { id, element, value: "" };
    case ElementType.divider:
      return { id, element, title: "" };
    default:
      return { id, element: ElementType.contact, avatar: null, name: "", email: "", phone: "", location: "", job: "", contactDescription: "" };
  }
};

/** A copy of an element with fresh ids (its options too); correct answers follow their options. */
export const duplicateElement = (e: FormElement): FormElement => {
  const id = newId();
  if (e.element !== 1 || !("items" in e)) return { ...e, id } as FormElement;
  const ids = new Map(e.items.map((i) => [i.id, newId()]));
  const items = e.items.map((i) => ({ ...i, id: ids.get(i.id) as string }));
  if ("correct" in e) return { ...e, id, items, correct: e.correct.map((c) => ids.get(c) ?? c) } as FormElement;
  return { ...e, id, items } as FormElement;
};
