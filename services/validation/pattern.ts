import { RE2JS } from "re2js";

/**
 * Patterns that a client's administrator writes (a form field's `regex` rule) run on RE2 (re2js), whose matching
 * time is linear in the input: `^(a+)+$` cannot freeze the server the way a backtracking engine does. RE2 has no
 * backreferences or lookarounds; such a pattern is refused when it is saved (`patternProblem`), and one stored
 * before that check passes every value rather than run on a backtracking engine.
 */
const compiled = new Map<string, RE2JS | null>();
const CACHE_SIZE = 200;

const compile = (pattern: string): RE2JS | null => {
  let re = compiled.get(pattern);
  if (re !== undefined) return re;
  try {
    re = RE2JS.compile(pattern);
  } catch {
    re = null;
  }
  if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
  compiled.set(pattern, re);
  return re;
};

/** Whether the value matches the pattern somewhere (as `RegExp.test` does); a pattern RE2 cannot compile passes. */
export const matchesPattern = (pattern: string, value: string): boolean => compile(pattern)?.test(value) ?? true;

/** Why RE2 refuses a pattern (its syntax message), or null when it compiles. */
export const patternProblem = (pattern: string): string | null => {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
};
