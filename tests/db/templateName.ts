import path from "node:path";

/**
 * The template database of a run (its folder's random suffix keeps runs side by side apart). A module of its own: the
 * global setup runs in vitest's main process, where importing template.ts transformed the server's whole seed and
 * migration graph before the first test (about 10 s of a run's start, measured on 2026-11-29).
 */
export const templateName = (runDir: string) => `stride_tpl_${path.basename(runDir).replace(/\W/g, "").toLowerCase()}`;
