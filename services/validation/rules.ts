import { type MessageKey, message } from "./messages.js";
import { matchesPattern } from "./pattern.js";

/**
 * Field rules (spec 001 §5): the form validator rules and the configurable field rules, in one object. Every rule
 * but required, tied and required_if passes an empty value (an optional field may stay empty).
 */
export interface FieldRules {
  required?: boolean;
  max_value?: number;
  min_value?: number;
  positive?: boolean;
  positive_or_zero?: boolean;
  /** Required only if the named field has a value (and that field is tied back). */
  tied?: string;
  has_digit?: boolean;
  has_letter?: boolean;
  has_punctuation?: boolean;
  has_cases?: boolean;
  /** The value must not be one of these (case-insensitive): names already taken. */
  no_duplicates?: readonly string[];
  no_whitespace?: boolean;
  /** At most this many elements. */
  max_length?: number;
  /** Exactly this many elements (or characters). */
  length?: number;
  alpha?: boolean;
  alpha_dash?: boolean;
  alpha_num?: boolean;
  alpha_spaces?: boolean;
  between?: readonly [number, number];
  confirmed?: string;
  digits?: number;
  dimensions?: readonly [number, number];
  email?: boolean;
  excluded?: readonly unknown[];
  ext?: readonly string[];
  image?: boolean;
  oneOf?: readonly unknown[];
  integer?: boolean;
  is?: unknown;
  is_not?: unknown;
  /** At most this many characters. */
  max?: number;
  mimes?: readonly string[];
  /** At least this many characters. */
  min?: number;
  numeric?: boolean;
  regex?: string;
  /** [target, ...values]: required when the target field has one of the values (any value when none are given). */
  required_if?: readonly [string, ...unknown[]];
  /** Largest file, in KB. */
  size?: number;
}

/** A file value as the browser describes it. */
export interface FileValue {
  name: string;
  type?: string;
  size?: number;
  width?: number;
  height?: number;
}

export interface RuleContext {
  lang: string;
  /** The field's title, for the titled messages. */
  title?: string;
  /** Every value of the form, for tied, confirmed and required_if. */
  values?: Readonly<Record<string, unknown>>;
}

/** The spec's punctuation list for has_punctuation. */
export const PUNCTUATION = ".,:;?!*+%-<>@[]{}/\\_$#";

export const isEmpty = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && !Array.isArray(v) && !(v instanceof Date) && Object.keys(v as object).length === 0);

const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN);
const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
const files = (v: unknown): FileValue[] => (Array.isArray(v) ? v : [v]).filter((f): f is FileValue => typeof f === "object" && f !== null && "name" in f);
const extOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");
const eq = (a: unknown, b: unknown) => String(a) === String(b);

const IMAGE_EXT = ["jpg", "svg", "jpeg", "png", "bmp", "gif", "webp"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Check = (v: unknown, arg: any, ctx: RuleContext) => boolean;

/** Each rule's check on a non-empty value. */
const checks: Partial<Record<keyof FieldRules, Check>> = {
  max_value: (v, max) => num(v) <= max,
  min_value: (v, min) => num(v) >= min,
  positive: (v, on) => !on || num(v) > 0,
  positive_or_zero: (v, on) => !on || num(v) >= 0,
  has_digit: (v, on) => !on || /\d/.test(String(v)),
  has_letter: (v, on) => !on || /[A-Za-z]/.test(String(v)),
  has_cases: (v, on) => !on || (/[a-z]/.test(String(v)) && /[A-Z]/.test(String(v))),
  has_punctuation: (v, on) => !on || [...String(v)].some((c) => PUNCTUATION.includes(c)),
  no_duplicates: (v, list: readonly string[]) => !list.some((x) => String(x).trim().toLowerCase() === String(v).trim().toLowerCase()),
  no_whitespace: (v, on) => !on || !/\s/.test(String(v)),
  max_length: (v, n) => (Array.isArray(v) ? v.length : String(v).length) <= n,
  length: (v, n) => (Array.isArray(v) ? v.length : [...String(v)].length) === n,
  alpha: (v, on) => !on || /^\p{L}+$/u.test(String(v)),
  alpha_dash: (v, on) => !on || /^[\p{L}\p{N}_-]+$/u.test(String(v)),
  alpha_num: (v, on) => !on || /^[\p{L}\p{N}]+$/u.test(String(v)),
  alpha_spaces: (v, on) => !on || /^[\p{L}\s]+$/u.test(String(v)),
  between: (v, [min, max]) => num(v) >= min && num(v) <= max,
  confirmed: (v, target, ctx) => eq(v, ctx.values?.[target]),
  digits: (v, n) => new RegExp(`^\\d{${Number(n)}}$`).test(String(v)),
  dimensions: (v, [w, h]) => files(v).every((f) => f.width === w && f.height === h),
  email: (v, on) => !on || (text(v) !== null && EMAIL.test(text(v)!.trim())),
  excluded: (v, list) => !(list as unknown[]).some((x) => eq(x, v)),
  ext: (v, list: readonly string[]) => files(v).every((f) => list.map((e) => e.toLowerCase()).includes(extOf(f.name))),
  image: (v, on) => !on || files(v).every((f) => (f.type ? f.type.startsWith("image/") : IMAGE_EXT.includes(extOf(f.name)))),
  oneOf: (v, list) => (Array.isArray(v) ? v : [v]).every((x) => (list as unknown[]).some((y) => eq(x, y))),
  integer: (v, on) => !on || /^-?\d+$/.test(String(v).trim()),
  is: (v, x) => eq(v, x),
  is_not: (v, x) => !eq(v, x),
  max: (v, n) => [...String(v)].length <= n,
  mimes: (v, list: readonly string[]) => files(v).every((f) => !!f.type && list.some((m) => (m.endsWith("/*") ? f.type!.startsWith(m.slice(0, -1)) : f.type === m))),
  min: (v, n) => [...String(v)].length >= n,
  numeric: (v, on) => !on || /^\d+$/.test(String(v).trim()),
  regex: (v, pattern) => matchesPattern(String(pattern), String(v)),
  size: (v, kb) => files(v).every((f) => (f.size ?? 0) <= kb * 1024),
};

const ORDER = Object.keys(checks) as (keyof FieldRules)[];

const params = (key: keyof FieldRules, arg: any, ctx: RuleContext): Record<string, unknown> => {
  switch (key) {
    case "max_value": return { max: arg };
    case "min_value": return { min: arg };
    case "between": return { min: arg[0], max: arg[1] };
    case "dimensions": return { width: arg[0], height: arg[1] };
    case "size": return { size: arg };
    case "ext": case "mimes": return { values: (arg as unknown[]).join(", ") };
    case "is": case "is_not": return { values: String(arg) };
    case "confirmed": return { target: arg };
    case "no_duplicates": return { title: ctx.title ?? "" };
    default: return { length: arg };
  }
};

const required = (ctx: RuleContext) => (ctx.title ? message(ctx.lang, "requiredTitled", { title: ctx.title }) : message(ctx.lang, "required"));

/** The first rule a value breaks, as a message in the context's language; null when it passes. */
export const validateValue = (value: unknown, rules: FieldRules, ctx: RuleContext): string | null => {
  const empty = isEmpty(value);
  if (empty) {
    if (rules.required) return required(ctx);
    if (rules.tied !== undefined && !isEmpty(ctx.values?.[rules.tied])) return required(ctx);
    if (rules.required_if) {
      const [target, ...vals] = rules.required_if;
      const t = ctx.values?.[target];
      if (!isEmpty(t) && (vals.length === 0 || vals.some((x) => eq(x, t)))) return message(ctx.lang, "required_if");
    }
    return null;
  }
  for (const key of ORDER) {
    const arg = rules[key];
    if (arg === undefined || arg === false) continue;
    if (!checks[key]!(value, arg, ctx)) {
      const k: MessageKey = key === "length" && !Array.isArray(value) ? "lengthText" : (key as MessageKey);
      return message(ctx.lang, k, params(key, arg, ctx));
    }
  }
  return null;
};
