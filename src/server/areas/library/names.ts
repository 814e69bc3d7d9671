import { NAME_MAX } from "../../../../services/contract/library.js";

/**
 * Why a display name is refused, or null when it is fine: empty, longer than 255, a path separator or a control
 * character, or a dot-only name ("." or ".." would walk out of a folder in a zip or on disk).
 */
export const badName = (raw: string): string | null => {
  const name = raw.trim();
  if (!name) return "library.name.empty";
  if ([...name].length > NAME_MAX) return "library.name.tooLong";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\/\u0000-\u001f\u007f]/.test(name)) return "library.name.badCharacter";
  if (name === "." || name.includes("..")) return "library.name.dots";
  return null;
};

/** Natural numeric order by name ("2" before "10"), case-insensitive. */
export const naturalCompare = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" }).compare;
