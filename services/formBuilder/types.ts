/**
 * Ids of the form builder (spec 000 §3 "Forms (form builder)"): element types, question field types and the file
 * kinds the media elements accept (spec 001 §5 "File pickers by kind"). Shared by server and browser.
 */

export const ElementType = {
  question: 1,
  richText: 2,
  image: 3,
  video: 4,
  file: 5,
  scorm: 7,
  gallery: 8,
  divider: 9,
  contact: 10,
  audio: 11,
  certificate: 13,
} as const;
export type ElementTypeName = keyof typeof ElementType;
export type ElementTypeId = (typeof ElementType)[ElementTypeName];
export const elementTypeIds = Object.values(ElementType) as ElementTypeId[];

export const QuestionType = {
  shortText: 1,
  paragraph: 2,
  dropdown: 3,
  multiChoice: 4,
  singleChoice: 5,
  fileUpload: 6,
  rating: 7,
  date: 8,
  functionalHead: 9,
  mentor: 10,
  sorting: 11,
  comparison: 12,
} as const;
export type QuestionTypeName = keyof typeof QuestionType;
export type QuestionTypeId = (typeof QuestionType)[QuestionTypeName];
export const questionTypeIds = Object.values(QuestionType) as QuestionTypeId[];

const byId = <T extends Record<string, number>>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [v, k])) as Record<T[keyof T], keyof T>;
export const elementTypeName = byId(ElementType);
export const questionTypeName = byId(QuestionType);

/** The elements that show library files (the rest are questions, text, dividers and contacts). */
export const mediaElementIds = [3, 4, 5, 7, 8, 11, 13] as const;
export type MediaElementId = (typeof mediaElementIds)[number];

/** Library file type ids (`general_file_type_id`) per picker kind, spec 001 §5. */
export const FileKinds = {
  video: [3],
  image: [1, 16, 17],
  audio: [4],
  scorm: [14],
  pdf: [5],
  file: [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15],
} as const;
export type FileKindName = keyof typeof FileKinds;
export const fileKindNames = Object.keys(FileKinds) as FileKindName[];

/** Which file kinds a media element accepts. A certificate is an image or a PDF. */
export const mediaAccepts: Record<MediaElementId, readonly FileKindName[]> = {
  3: ["image"],
  4: ["video"],
  5: ["file", "pdf"],
  7: ["scorm"],
  8: ["image"],
  11: ["audio"],
  13: ["image", "pdf"],
};

/** How many files a media element holds at most; image and video may give a link instead of a file. */
export const mediaMaxFiles: Record<MediaElementId, number> = { 3: 1, 4: 1, 5: 20, 7: 1, 8: 50, 11: 1, 13: 1 };
export const mediaTakesLink = (element: number) => element === ElementType.image || element === ElementType.video;

/** Limits of one form definition: beyond them a save is refused with the field named. */
export const Limits = {
  elements: 300,
  items: 100,
  title: 1000,
  description: 5000,
  richText: 100_000,
  url: 2000,
  textAnswer: 10_000,
  maxLength: 100_000,
  ratingMax: 10,
  uploadMaxFiles: 20,
  uploadMaxSizeMb: 1024,
  extensions: 30,
} as const;

/** Choice questions: the learner picks options, and a test marks the correct ones. */
export const choiceTypeIds = [QuestionType.dropdown, QuestionType.multiChoice, QuestionType.singleChoice] as const;
/** Questions with a key of their own: sorting (the authored order) and comparison (the authored pairs). */
export const keyedTypeIds = [QuestionType.sorting, QuestionType.comparison] as const;
