import { Schema } from "effect";
import { Limits } from "./types.js";

/**
 * The Effect Schema of a form definition made in the form builder (spec 000 §3). A definition is an ordered list
 * of elements; a divider starts a new section, and choice options may jump to a later section (`toSection`: a
 * divider's id, "submit" to end the form, or null for the next section). Every option is present in the stored
 * shape (no decoding defaults), so the type read is the type written; `newQuestion`/`newElement` (defaults.ts)
 * build complete elements with the spec's defaults.
 */

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
/** Element and option ids: short generated strings (the builder makes 8 characters). */
export const ElementId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,36}$/));
const Count = (max: number) => Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: max }));
/** YYYY-MM-DD */
export const DateString = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.makeFilter((s: string) => {
    const t = Date.parse(s);
    return (!Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s) || "a calendar date YYYY-MM-DD";
  }),
);
/** Where an option leads: a later divider's id, "submit" (end of the form), or null (the next section). */
export const SectionJump = Schema.NullOr(ElementId);

export const FileRef = Schema.Struct({
  file_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 })),
  name: Text(500),
  general_file_type_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 })),
});
export type FileRef = typeof FileRef.Type;

const questionBase = {
  id: ElementId,
  element: Schema.Literal(1),
  title: Text(Limits.title),
  description: Text(Limits.description),
  required: Schema.Boolean,
  /** an illustration shown with the question: a link that must be https */
  image_url: Schema.NullOr(Text(Limits.url)),
};

export const ChoiceItem = Schema.Struct({
  id: ElementId,
  value: Text(Limits.title),
  /** the learner may write a comment when choosing this option */
  hasComment: Schema.Boolean,
  toSection: SectionJump,
});
export type ChoiceItem = typeof ChoiceItem.Type;
const Items = Schema.Array(ChoiceItem);
/** The ids of the correct options; used by tests only. */
const Correct = Schema.Array(ElementId);

export const TextQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literals([1, 2]),
  min_length: Schema.NullOr(Count(Limits.maxLength)),
  max_length: Schema.NullOr(Count(Limits.maxLength)),
});
export const DropdownQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(3),
  items: Items,
  multiple: Schema.Boolean,
  shuffle: Schema.Boolean,
  /** options' `toSection` jumps apply */
  sectionBased: Schema.Boolean,
  correct: Correct,
});
export const MultiChoiceQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(4),
  items: Items,
  shuffle: Schema.Boolean,
  /** how many options the learner must choose at least and may choose at most */
  min: Schema.NullOr(Count(Limits.items)),
  max: Schema.NullOr(Count(Limits.items)),
  correct: Correct,
});
export const SingleChoiceQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(5),
  items: Items,
  shuffle: Schema.Boolean,
  sectionBased: Schema.Boolean,
  correct: Correct,
});
export const FileUploadQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(6),
  /** megabytes per file */
  maxSize: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.uploadMaxSizeMb })),
  maxFiles: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.uploadMaxFiles })),
  /** file kinds accepted (spec 001 §5 picker kinds); empty: any */
  types: Schema.Array(Schema.Literals(["video", "image", "audio", "scorm", "pdf", "file"])),
  /** extensions accepted, lower case without the dot; empty: any of the kinds' */
  extensions: Schema.Array(Schema.String.check(Schema.isPattern(/^[a-z0-9]{1,10}$/))).check(Schema.isMaxLength(Limits.extensions)),
  multiple: Schema.Boolean,
});
export const RatingQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(7),
  min: Schema.Literals([0, 1]),
  max: Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: Limits.ratingMax })),
  /** captions of the lowest and the highest value */
  label1: Text(200),
  label2: Text(200),
  icon: Schema.Literals(["star", "number"]),
});
export const DateQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(8),
  min: Schema.NullOr(DateString),
  max: Schema.NullOr(DateString),
  /** the answer is a period (from, to) */
  range: Schema.Boolean,
});
/** The learner names their functional head (9) or their mentor (10), a person of the client. */
export const PersonQuestion = Schema.Struct({ ...questionBase, field: Schema.Literals([9, 10]) });
export const SortingQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(11),
  /** in the correct order */
  items: Schema.Array(Schema.Struct({ id: ElementId, value: Text(Limits.title) })),
  shuffle: Schema.Boolean,
});
export const ComparisonQuestion = Schema.Struct({
  ...questionBase,
  field: Schema.Literal(12),
  /** each item with the answer it pairs with */
  items: Schema.Array(Schema.Struct({ id: ElementId, value: Text(Limits.title), answer: Text(Limits.title) })),
  shuffle: Schema.Boolean,
});

export const Question = Schema.Union([
  TextQuestion,
  DropdownQuestion,
  MultiChoiceQuestion,
  SingleChoiceQuestion,
  FileUploadQuestion,
  RatingQuestion,
  DateQuestion,
  PersonQuestion,
  SortingQuestion,
  ComparisonQuestion,
]);
export type Question = typeof Question.Type;
/** The question schema for each field type id. */
export const questionSchemas = {
  1: TextQuestion,
  2: TextQuestion,
  3: DropdownQuestion,
  4: MultiChoiceQuestion,
  5: SingleChoiceQuestion,
  6: FileUploadQuestion,
  7: RatingQuestion,
  8: DateQuestion,
  9: PersonQuestion,
  10: PersonQuestion,
  11: SortingQuestion,
  12: ComparisonQuestion,
} as const;

/** Markdown; images only over https. */
export const RichTextElement = Schema.Struct({ id: ElementId, element: Schema.Literal(2), value: Text(Limits.richText) });
/** Library files shown in the form (image, video, file, SCORM, gallery, audio, certificate). */
export const MediaElement = Schema.Struct({
  id: ElementId,
  element: Schema.Literals([3, 4, 5, 7, 8, 11, 13]),
  title: Text(Limits.title),
  files: Schema.Array(FileRef),
  /** image and video only: an https link instead of a file */
  url: Schema.NullOr(Text(Limits.url)),
  /** the text alternative of images */
  alt: Text(Limits.title),
  allowDownload: Schema.Boolean,
  showInLibrary: Schema.Boolean,
  showInFiles: Schema.Boolean,
});
/** Starts a new section; choice options jump to it. */
export const DividerElement = Schema.Struct({ id: ElementId, element: Schema.Literal(9), title: Text(Limits.title) });
export const ContactElement = Schema.Struct({
  id: ElementId,
  element: Schema.Literal(10),
  avatar: Schema.NullOr(FileRef),
  name: Text(500),
  email: Text(320),
  phone: Text(50),
  location: Text(500),
  job: Text(500),
  contactDescription: Text(Limits.description),
});

export const FormElement = Schema.Union([Question, RichTextElement, MediaElement, DividerElement, ContactElement]);
export type FormElement = typeof FormElement.Type;
export type RichTextElement = typeof RichTextElement.Type;
export type MediaElement = typeof MediaElement.Type;
export type DividerElement = typeof DividerElement.Type;
export type ContactElement = typeof ContactElement.Type;
export type TextQuestion = typeof TextQuestion.Type;
export type DropdownQuestion = typeof DropdownQuestion.Type;
export type MultiChoiceQuestion = typeof MultiChoiceQuestion.Type;
export type SingleChoiceQuestion = typeof SingleChoiceQuestion.Type;
export type ChoiceQuestion = DropdownQuestion | MultiChoiceQuestion | SingleChoiceQuestion;
export type FileUploadQuestion = typeof FileUploadQuestion.Type;
export type RatingQuestion = typeof RatingQuestion.Type;
export type DateQuestion = typeof DateQuestion.Type;
export type PersonQuestion = typeof PersonQuestion.Type;
export type SortingQuestion = typeof SortingQuestion.Type;
export type ComparisonQuestion = typeof ComparisonQuestion.Type;

/** The schema of each non-question element type id. */
export const elementSchemas = { 2: RichTextElement, 3: MediaElement, 4: MediaElement, 5: MediaElement, 7: MediaElement, 8: MediaElement, 9: DividerElement, 10: ContactElement, 11: MediaElement, 13: MediaElement } as const;

/** A form definition: its elements in order. `version` lets a later shape be told apart. */
export const FormDefinition = Schema.Struct({
  version: Schema.Literal(1),
  elements: Schema.Array(FormElement).check(Schema.isMaxLength(Limits.elements)),
});
export type FormDefinition = typeof FormDefinition.Type;

export type FormKind = "form" | "test" | "feedback";

// ---- answers ----------------------------------------------------------------------------------------------

/** A period answered to a date question with `range`. */
export const DateRange = Schema.Struct({ from: DateString, to: DateString });
/**
 * What a learner answered, per question type: text (1, 2, date 8), an option id (single 5, dropdown 3), option ids
 * (multi 4, multiple dropdown 3, sorting 11 in the learner's order), a number (rating 7; the person's user id for
 * 9 and 10), files (6), a period (8 with range), or for comparison (12) each item's id with the answer text paired.
 */
export const AnswerValue = Schema.Union([
  Text(Limits.textAnswer),
  Schema.Array(ElementId).check(Schema.isMaxLength(Limits.items)),
  Schema.Finite,
  Schema.Array(FileRef).check(Schema.isMaxLength(Limits.uploadMaxFiles)),
  DateRange,
  Schema.Record(ElementId, Text(Limits.title)),
]);
export type AnswerValue = typeof AnswerValue.Type;
export const Answer = Schema.Struct({
  value: AnswerValue,
  /** comments the learner wrote on options that take one, by option id */
  comments: Schema.optional(Schema.Record(ElementId, Text(Limits.textAnswer))),
});
export type Answer = typeof Answer.Type;
/** Answers keyed by question id. */
export const FormAnswers = Schema.Record(ElementId, Answer);
export type FormAnswers = typeof FormAnswers.Type;
