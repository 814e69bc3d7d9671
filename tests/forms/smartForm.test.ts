import { describe, expect, it } from "vitest";
import {
  applyMode, defaultSelection, type ModeContext, normaliseDate, rulesOf, type SmartField, validateForm,
} from "../../services/validation/index.js";

const field = (over: Partial<SmartField> = {}): SmartField => ({
  name: "f", title: "F", column_id: null, type: "string", form_component: "textfield", required: false, readonly: false, disabled: false,
  edit_in_profile: true, min_length: null, max_length: null, additional_settings: null, multi_select: false, range: false,
  default_selected_indexes: [], ...over,
});
const ctx = (over: Partial<ModeContext> = {}): ModeContext => ({
  mode: "edit", entityId: 3, adding: false, values: {}, integration: false, integrationDisabled: [], dynamicFlag: false, ...over,
});

describe("field rules from the schema", () => {
  it("gives text fields min and max length when positive and without custom settings", () => {
    expect(rulesOf(field({ required: true, min_length: 2, max_length: 5 }))).toEqual({ required: true, min: 2, max: 5 });
    expect(rulesOf(field({ min_length: 0, max_length: -1 }))).toEqual({});
    expect(rulesOf(field({ form_component: "select", max_length: 5 }))).toEqual({});
  });

  it("takes JSON settings (wrapped in rules or not) instead of the lengths", () => {
    expect(rulesOf(field({ max_length: 5, additional_settings: '{"rules":{"email":true}}' }))).toEqual({ email: true });
    expect(rulesOf(field({ required: true, additional_settings: '{"numeric":true}' }))).toEqual({ numeric: true, required: true });
  });

  it("drops all validation when the settings do not parse", () => {
    expect(rulesOf(field({ required: true, additional_settings: "{rules:" }))).toEqual({});
    expect(rulesOf(field({ required: true, additional_settings: "[1]" }))).toEqual({});
  });
});

describe("modes", () => {
  it("profile mode disables fields not editable in the profile", () => {
    const [a, b] = applyMode([field({ name: "a" }), field({ name: "b", edit_in_profile: false })], ctx({ mode: "profile" }));
    expect([a.disabled, b.disabled]).toEqual([false, true]);
  });

  it("integration disables the listed fields", () => {
    const [a, b] = applyMode([field({ name: "a" }), field({ name: "b" })], ctx({ integration: true, integrationDisabled: ["b"] }));
    expect([a.disabled, b.disabled]).toEqual([false, true]);
    expect(applyMode([field({ name: "b" })], ctx({ integration: false, integrationDisabled: ["b"] }))[0].disabled).toBe(false);
  });

  it("entity 4: columns 755 and 766 are disabled by the dynamic flag", () => {
    const fs = [field({ name: "a", column_id: 755 }), field({ name: "b", column_id: 766 }), field({ name: "c", column_id: 1 })];
    expect(applyMode(fs, ctx({ entityId: 4, dynamicFlag: true })).map((f) => f.disabled)).toEqual([true, true, false]);
    expect(applyMode(fs, ctx({ entityId: 4, dynamicFlag: false })).map((f) => f.disabled)).toEqual([false, false, false]);
    expect(applyMode(fs, ctx({ entityId: 3, dynamicFlag: true })).map((f) => f.disabled)).toEqual([false, false, false]);
  });

  const tied = [field({ name: "start", column_id: 1053 }), field({ name: "end", column_id: 1059 })];
  it("entity 7: adding links 1053 and 1059 and requires the second", () => {
    const out = applyMode(tied, ctx({ entityId: 7, adding: true, values: { start: "x" } }));
    expect(out.map((f) => [f.name, f.tied_with, f.required])).toEqual([["start", "end", false], ["end", "start", true]]);
  });

  it("entity 7: both empty on edit are linked too", () => {
    expect(applyMode(tied, ctx({ entityId: 7 })).map((f) => f.tied_with)).toEqual(["end", "start"]);
  });

  it("entity 7: on edit with one filled, the empty one is removed and the other becomes required", () => {
    const out = applyMode(tied, ctx({ entityId: 7, values: { end: "2025-01-01" } }));
    expect(out.map((f) => [f.name, f.required, f.tied_with])).toEqual([["end", true, null]]);
  });

  it("filter mode makes fields optional, selects multi-valued and dates ranges", () => {
    const out = applyMode([field({ name: "a", required: true }), field({ name: "s", form_component: "select" }), field({ name: "d", type: "date", form_component: "datepicker" })], ctx({ mode: "filter" }));
    expect(out.map((f) => [f.required, f.multi_select, f.range])).toEqual([[false, false, false], [false, true, false], [false, false, true]]);
  });

  it("read mode makes every field read-only", () => {
    expect(applyMode([field()], ctx({ mode: "read" }))[0].readonly).toBe(true);
  });
});

describe("dates and defaults", () => {
  it("normalises dates to YYYY-MM-DD or null", () => {
    expect(normaliseDate("2025-03-01T10:00:00Z")).toBe("2025-03-01");
    expect(normaliseDate("01.03.2025")).toBe("2025-03-01");
    expect(normaliseDate("01-03-2025")).toBe("2025-03-01");
    expect(normaliseDate(new Date(2025, 2, 1))).toBe("2025-03-01");
    expect(normaliseDate("2025-02-30")).toBeNull();
    expect(normaliseDate("soon")).toBeNull();
    expect(normaliseDate("")).toBeNull();
  });

  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it("preselects default indexes, else the first item of a required select", () => {
    expect(defaultSelection(field({ default_selected_indexes: [1] }), items, null)).toBe(2);
    expect(defaultSelection(field({ required: true }), items, null)).toBe(1);
    expect(defaultSelection(field({ required: true, multi_select: true, default_selected_indexes: [0, 2] }), items, [])).toEqual([1, 3]);
    expect(defaultSelection(field(), items, null)).toBeNull();
    expect(defaultSelection(field({ required: true }), items, 3)).toBe(3);
  });
});

describe("validateForm", () => {
  it("reports each writable field's first error and skips disabled ones", () => {
    const fs = [field({ name: "a", title: "A", required: true }), field({ name: "b", required: true, disabled: true }),
      field({ name: "d", type: "date", form_component: "datepicker" })];
    expect(validateForm(fs, { d: "31.02.2025" }, "en")).toEqual({ a: "The A field is required", d: "Enter a valid date" });
    expect(validateForm(fs, { a: "x", d: "2025-02-28" }, "ru")).toEqual({});
  });

  it("applies the tied pair", () => {
    const fs = applyMode([field({ name: "start", column_id: 1053 }), field({ name: "end", column_id: 1059 })], ctx({ entityId: 7, adding: true }));
    expect(validateForm(fs, { start: "a" }, "fr")).toEqual({ end: "Le champ F est obligatoire" });
  });
});
