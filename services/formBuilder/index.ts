/**
 * The form builder's model, shared by the server and the browser (no React, no server imports): the schema of a
 * form definition (`FormDefinition`), its checks before saving (`validateFormDefinition`), the answers' checks
 * (`validateAnswers`) and the one correctness function (`scoreAnswers`). Used by tracks (form, test and feedback
 * tasks), courses and assessment.
 */
export * from "./answered.js";
export * from "./answers.js";
export * from "./defaults.js";
export * from "./links.js";
export * from "./messages.js";
export * from "./schema.js";
export * from "./score.js";
export * from "./types.js";
export * from "./validate.js";
