/**
 * The learning area's rules shared by the server and the browser (no React, no server imports): how a task's saved
 * form data merges with the server's copy, and the checks of a save.
 */
export * from "./answerChecks.js";
export * from "./savedAnswers.js";
export * from "./answerText.js";
