/**
 * Catalogue ids (locales/formBuilder/*.json) of the form builder's field errors, shared by the server's 400s and
 * the builder's messages beside the fields. Limits named in the texts are those of `Limits` (types.ts).
 */
export const FormBuilderMessages = {
  /** a value of the wrong shape (the schema's own text goes to `detail`) */
  invalidValue: "formBuilder.error.invalidValue",
  unknownElement: "formBuilder.error.unknownElement",
  unknownQuestion: "formBuilder.error.unknownQuestion",
  duplicateId: "formBuilder.error.duplicateId",
  noQuestions: "formBuilder.error.noQuestions",
  tooManyElements: "formBuilder.error.tooManyElements",
  titleRequired: "formBuilder.error.titleRequired",
  optionsTooFew: "formBuilder.error.optionsTooFew",
  optionsTooMany: "formBuilder.error.optionsTooMany",
  optionEmpty: "formBuilder.error.optionEmpty",
  answerEmpty: "formBuilder.error.answerEmpty",
  minAboveMax: "formBuilder.error.minAboveMax",
  maxAboveOptions: "formBuilder.error.maxAboveOptions",
  /** a test: a choice question without its correct answers */
  correctMissing: "formBuilder.error.correctMissing",
  /** a single choice (or a one-answer dropdown) with more than one correct answer */
  correctOnlyOne: "formBuilder.error.correctOnlyOne",
  correctUnknown: "formBuilder.error.correctUnknown",
  /** a test with nothing to score */
  testNotScored: "formBuilder.error.testNotScored",
  imageHttps: "formBuilder.error.imageHttps",
  linkHttps: "formBuilder.error.linkHttps",
  linkFormat: "formBuilder.error.linkFormat",
  fileRequired: "formBuilder.error.fileRequired",
  fileKind: "formBuilder.error.fileKind",
  tooManyFiles: "formBuilder.error.tooManyFiles",
  jumpUnknown: "formBuilder.error.jumpUnknown",
  jumpBackward: "formBuilder.error.jumpBackward",
  contactName: "formBuilder.error.contactName",
  email: "formBuilder.error.email",
  /** answers (validateAnswers) */
  required: "formBuilder.answer.required",
  tooShort: "formBuilder.answer.tooShort",
  tooLong: "formBuilder.answer.tooLong",
  chooseAtLeast: "formBuilder.answer.chooseAtLeast",
  chooseAtMost: "formBuilder.answer.chooseAtMost",
  outOfRange: "formBuilder.answer.outOfRange",
  wrongAnswerShape: "formBuilder.answer.wrongShape",
  tooManyAnswerFiles: "formBuilder.answer.tooManyFiles",
} as const;

/** A field error: the path into the definition (or the answers) and a catalogue id; `values` fill the message. */
export interface FormBuilderError {
  path: string;
  message: string;
  values?: Record<string, string | number>;
  detail?: string;
}
