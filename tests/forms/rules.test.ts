import { describe, expect, it } from "vitest";
import { type FieldRules, type MessageKey, messages, validateValue } from "../../services/validation/index.js";

const v = (value: unknown, rules: FieldRules, extra: { title?: string; values?: Record<string, unknown>; lang?: string } = {}) =>
  validateValue(value, rules, { lang: extra.lang ?? "en", ...extra });

/** Each form validator rule (spec 001 §5) with a failing and a passing value and the spec's English message. */
const FORM_RULES: [string, FieldRules, unknown, unknown, string][] = [
  ["required", { required: true }, "", "x", "The field is required"],
  ["max_value", { max_value: 10 }, 11, 10, "The value must be at most 10"],
  ["min_value", { min_value: 2 }, 1, 2, "The value must be at least 2"],
  ["positive", { positive: true }, 0, 0.5, "The value must be a positive number"],
  ["positive including zero", { positive_or_zero: true }, -1, 0, "The value must be a positive number or zero"],
  ["has_digit", { has_digit: true }, "abc", "ab1", "At least one digit must be used"],
  ["has_letter (latin)", { has_letter: true }, "123 абв", "12a", "At least one letter of latin alphabet must be used"],
  ["has_punctuation", { has_punctuation: true }, "abc1", "abc#", "At least one non-digit and non-letter symbol must be used"],
  ["has_cases", { has_cases: true }, "abc", "aBc", "At least one small and one big letters of latin alphabet must be used"],
  ["no_whitespace", { no_whitespace: true }, "a b", "ab", "Whitespace characters (space, tab, line break) are not allowed"],
  ["max_length (elements)", { max_length: 2 }, [1, 2, 3], [1, 2], "Maximum number of elements: 2"],
  ["length (elements)", { length: 2 }, [1], [1, 2], "Choose 2"],
];

describe("form validator rules", () => {
  for (const [name, rules, bad, good, text] of FORM_RULES) {
    it(`${name}: refuses with the spec's message and accepts a good value`, () => {
      expect(v(bad, rules)).toBe(text);
      expect(v(good, rules)).toBeNull();
    });
  }

  it("required names the field when it has a title", () => {
    expect(v(null, { required: true }, { title: "Name" })).toBe("The Name field is required");
    expect(v([], { required: true })).toBe("The field is required");
    expect(v("  ", { required: true })).toBe("The field is required");
  });

  it("no_duplicates refuses a taken name, ignoring case and spaces", () => {
    expect(v(" Sales ", { no_duplicates: ["sales", "HR"] }, { title: "Group" })).toBe("Group with this name already exists");
    expect(v("Finance", { no_duplicates: ["sales"] })).toBeNull();
  });

  it("tied: required only while its target has a value, and vice versa", () => {
    expect(v("", { tied: "end" }, { values: { end: "2025-01-01" } })).toBe("The field is required");
    expect(v("", { tied: "end" }, { values: { end: "" } })).toBeNull();
    expect(v("2025-01-01", { tied: "end" }, { values: { end: "" } })).toBeNull();
  });

  it("has_punctuation accepts every symbol of the spec's list and nothing else", () => {
    for (const c of ".,:;?!*+%-<>@[]{}/\\_$#") expect(v(`a${c}`, { has_punctuation: true }), c).toBeNull();
    expect(v("a~", { has_punctuation: true })).not.toBeNull();
  });

  it("skips every rule but required on an empty value", () => {
    expect(v("", { has_digit: true, min: 3, email: true })).toBeNull();
  });
});

/** Configurable field rules (spec 001 §5): a failing and a passing value each. */
const CONFIGURABLE: [string, FieldRules, unknown, unknown, Record<string, unknown>?][] = [
  ["alpha", { alpha: true }, "ab1", "Абв"],
  ["alpha_dash", { alpha_dash: true }, "a b", "a-b_1"],
  ["alpha_num", { alpha_num: true }, "a-1", "a1"],
  ["alpha_spaces", { alpha_spaces: true }, "a1", "a b"],
  ["between", { between: [1, 3] }, 4, 2],
  ["confirmed", { confirmed: "password" }, "x", "secret", { password: "secret" }],
  ["digits", { digits: 3 }, "12a", "123"],
  ["dimensions", { dimensions: [16, 16] }, { name: "a.png", width: 32, height: 16 }, { name: "a.png", width: 16, height: 16 }],
  ["email", { email: true }, "nope@", "a@b.co"],
  ["excluded", { excluded: ["a", "b"] }, "a", "c"],
  ["ext", { ext: ["pdf"] }, { name: "a.docx" }, { name: "A.PDF" }],
  ["image", { image: true }, { name: "a.pdf", type: "application/pdf" }, { name: "a.png", type: "image/png" }],
  ["oneOf", { oneOf: [1, 2] }, 3, "2"],
  ["integer", { integer: true }, "1.5", "-3"],
  ["is", { is: "yes" }, "no", "yes"],
  ["is_not", { is_not: "no" }, "no", "yes"],
  ["length (text)", { length: 3 }, "ab", "abc"],
  ["max", { max: 3 }, "abcd", "abc"],
  ["mimes", { mimes: ["image/*"] }, { name: "a", type: "text/plain" }, { name: "a", type: "image/png" }],
  ["min", { min: 3 }, "ab", "abc"],
  ["numeric", { numeric: true }, "1a", "12"],
  ["regex", { regex: "^[A-Z]{2}$" }, "abc", "AB"],
  ["size", { size: 1 }, { name: "a", size: 2048 }, { name: "a", size: 1024 }],
];

describe("configurable field rules", () => {
  for (const [name, rules, bad, good, values] of CONFIGURABLE) {
    it(`${name}`, () => {
      expect(v(bad, rules, { values })).not.toBeNull();
      expect(v(good, rules, { values })).toBeNull();
    });
  }

  it("required_if: required when the target has one of the values", () => {
    expect(v("", { required_if: ["kind", "other"] }, { values: { kind: "other" } })).toBe("The field is required");
    expect(v("", { required_if: ["kind", "other"] }, { values: { kind: "main" } })).toBeNull();
    expect(v("", { required_if: ["kind"] }, { values: { kind: "any" } })).not.toBeNull();
  });
});

describe("messages in three languages", () => {
  it("has every message in ru, en and fr with the same placeholders", () => {
    const keys = Object.keys(messages.en) as MessageKey[];
    for (const lang of ["ru", "fr"] as const) {
      expect(Object.keys(messages[lang]).sort()).toEqual([...keys].sort());
      for (const k of keys) {
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(messages[lang][k]), `${lang}.${k}`).toEqual(holes(messages.en[k]));
        expect(messages[lang][k]).not.toBe("");
      }
    }
  });

  it("answers each form rule in Russian and French", () => {
    for (const [, rules, bad] of FORM_RULES) {
      const en = v(bad, rules);
      const ru = v(bad, rules, { lang: "ru" });
      const fr = v(bad, rules, { lang: "fr" });
      expect(ru).not.toBe(en);
      expect(fr).not.toBe(en);
      expect(ru).not.toMatch(/\{\w+\}/);
      expect(fr).not.toMatch(/\{\w+\}/);
    }
    expect(v("", { required: true }, { lang: "ru", title: "Имя" })).toBe("Поле «Имя» обязательно для заполнения");
    expect(v(11, { max_value: 10 }, { lang: "fr" })).toBe("La valeur doit être au plus 10");
    expect(v([1, 2, 3], { max_length: 2 }, { lang: "ru" })).toBe("Максимальное количество элементов: 2");
  });

  it("falls back to English for an unknown language", () => {
    expect(v("", { required: true }, { lang: "de" })).toBe("The field is required");
  });
});
