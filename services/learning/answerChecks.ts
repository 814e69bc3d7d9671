import {
  type FormBuilderError,
  FileKinds,
  FormBuilderMessages as M,
  type FormDefinition,
  type Question,
  QuestionType,
  validateAnswers,
} from "../formBuilder/index.js";
import type { SavedFormData } from "./savedAnswers.js";

/** What the server knows of an uploaded file that an answer names (its stored row). */
export interface UploadedFile {
  readonly size: number;
  readonly name: string;
  /** the library's general_file_type_id (the question's kinds are checked against it, not against the answer's copy) */
  readonly typeId?: number;
}

/** Catalogue ids of the saved-answers checks that the form builder does not name. */
export const AnswerCheckMessages = {
  unknownElement: M.unknownElement,
  notAnswerable: "learning.errors.notAnswerable",
  fileTooLarge: "learning.errors.fileTooLarge",
  fileExtension: "learning.errors.fileExtension",
  fileUnknown: "learning.errors.fileUnknown",
} as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * Checks a save of a task's form data while the learner is still filling it (every save carries the whole form):
 * each entry names an element of the form; only questions take a value; each value fits its question (the form
 * builder's `validateAnswers`, without "required", which only completing asks); each uploaded file exists, is at
 * most the question's size in megabytes and has one of its extensions. Errors are keyed `data.<element id>`.
 */
export const checkDraftAnswers = (
  def: FormDefinition,
  data: SavedFormData,
  files: ReadonlyMap<number, UploadedFile> = new Map(),
): FormBuilderError[] => {
  const byId = new Map(def.elements.map((e) => [e.id, e]));
  const errors: FormBuilderError[] = [];
  const answers: Record<string, { value: never; comments?: never }> = {};
  for (const [id, entry] of Object.entries(data)) {
    const element = byId.get(id);
    if (!element) {
      errors.push({ path: `data.${id}`, message: AnswerCheckMessages.unknownElement });
      continue;
    }
    if (entry.value === undefined) continue;
    if (element.element !== 1) {
      errors.push({ path: `data.${id}`, message: AnswerCheckMessages.notAnswerable });
      continue;
    }
    answers[id] = entry as never;
    const fileError = element.field === QuestionType.fileUpload ? checkFiles(element, entry.value, files) : null;
    if (fileError) errors.push({ path: `data.${id}`, ...fileError });
  }
  const shapes = validateAnswers(def, answers).filter((e) => e.message !== M.required);
  return [...errors, ...shapes.filter((e) => !errors.some((x) => x.path === `data.${e.path}`)).map((e) => ({ ...e, path: `data.${e.path}` }))];
};

/** The limits of an upload question that `validateAnswers` cannot see: the files' sizes and extensions. */
const checkFiles = (q: Question & { field: 6 }, value: unknown, files: ReadonlyMap<number, UploadedFile>): Omit<FormBuilderError, "path"> | null => {
  if (!Array.isArray(value)) return null; // the shape check names it
  for (const ref of value as Array<{ file_id?: unknown }>) {
    if (typeof ref?.file_id !== "number") return null;
    const file = files.get(ref.file_id);
    if (!file) return { message: AnswerCheckMessages.fileUnknown };
    if (file.size > q.maxSize * 1024 * 1024) return { message: AnswerCheckMessages.fileTooLarge, values: { max: q.maxSize } };
    if (q.extensions.length && !q.extensions.includes(extensionOf(file.name))) {
      return { message: AnswerCheckMessages.fileExtension, values: { extensions: q.extensions.join(", ") } };
    }
    if (q.types.length && file.typeId !== undefined && !q.types.some((k) => (FileKinds[k] as readonly number[]).includes(file.typeId!))) {
      return { message: M.fileKind };
    }
  }
  return null;
};

/** The file ids a save names (the server loads exactly those, in one query). */
export const fileIdsOf = (def: FormDefinition, data: SavedFormData): number[] => {
  const uploads = new Set(def.elements.filter((e) => e.element === 1 && e.field === QuestionType.fileUpload).map((e) => e.id));
  const ids = new Set<number>();
  for (const [id, entry] of Object.entries(data)) {
    if (!uploads.has(id) || !Array.isArray(entry.value)) continue;
    for (const ref of entry.value as Array<{ file_id?: unknown }>) if (typeof ref?.file_id === "number") ids.add(ref.file_id);
  }
  return [...ids];
};
