/** Validators shared by the browser and the server (spec 001 §5): pure TypeScript, no I/O. */
export * from "./messages.js";
export * from "./rules.js";
export * from "./smartForm.js";
export * from "./pattern.js";
