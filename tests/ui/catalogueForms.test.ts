// The catalogue dialog's values and checks, the form-field editor's payload, the smart-form preview (mode rules,
// groups, tied fields) and the pieces of reordering and the internal units tree.
import { describe, expect, it } from "vitest";
import type { Item } from "../../src/features/catalogue/api";
import { checkForm, toForm, toPayload } from "../../src/features/catalogue/itemForm";
import { preferenceResource, resourceDef } from "../../src/features/catalogue/resources";
import { checkField, toFieldPayload, toFieldValues } from "../../src/features/forms/fieldForm";
import { initialValues, layout, move, previewForm, savePayload } from "../../src/features/forms/model";
import { asTree } from "../../src/features/forms/unitTree";

const item = (id: number, data: Record<string, unknown>): Item => ({ id, client_id: 1, created_at: "2026-01-01", updated_at: "2026-01-01", version: 1, ...data });
const title = (k: string) => k;

describe("catalogue item form", () => {
  const tags = resourceDef("tags");
  it("refuses an empty or duplicate name with the spec's messages, in the language", () => {
    expect(checkForm(tags, toForm(tags, null), { lang: "en", title, taken: [] }).value).toBe("The value field is required");
    expect(checkForm(tags, { ...toForm(tags, null), value: "Sales" }, { lang: "en", title: () => "Tag", taken: ["sales"] }).value).toBe("Tag with this name already exists");
    // With the page's own words the field is not named twice ("Name with this name already exists").
    const words = { lang: "en", title: () => "Name", taken: ["sales"], takenMessage: "An item with this name already exists" };
    expect(checkForm(tags, { ...toForm(tags, null), value: " sales " }, words).value).toBe("An item with this name already exists");
    expect(checkForm(tags, { ...toForm(tags, null), value: "" }, words).value).not.toBe("An item with this name already exists");
    expect(checkForm(tags, { ...toForm(tags, null), value: "Sales" }, { lang: "en", title, taken: ["hr"] })).toEqual({});
    expect(checkForm(tags, { value: "x", short_value: "y".repeat(51) }, { lang: "ru", title, taken: [] }).short_value).toBeTruthy();
  });
  it("checks e-mails and whole numbers", () => {
    const units = resourceDef("unitsByClient");
    const v = { ...toForm(units, null), name: "HQ", email: "not-an-email" };
    expect(Object.keys(checkForm(units, v, { lang: "en", title, taken: [] }))).toEqual(["email"]);
    const internal = resourceDef("internalUnits");
    expect(Object.keys(checkForm(internal, { ...toForm(internal, null), name: "A", level: "2.5" }, { lang: "en", title, taken: [] }))).toEqual(["level"]);
  });
  it("turns values into the contract's payload and keeps dictionary item ids", () => {
    const dict = resourceDef("customDictionaries");
    const old = item(5, { name: "Sizes", items: [{ id: 1, value: "S" }, { id: 2, value: "M" }] });
    const values = { ...toForm(dict, old), items: "M\nL\n\nL\nS" };
    expect(toPayload(dict, values, old)).toEqual({ name: "Sizes", display_name: { ru: "", en: "", fr: "" }, items: [{ id: 2, value: "M" }, { id: 3, value: "L" }, { id: 1, value: "S" }] });
    const cats = resourceDef("workflowCategories");
    expect(toPayload(cats, { ...toForm(cats, null), name: " Onboarding ", state_id: "2", color: "" }, null)).toEqual({
      name: "Onboarding", display_name: { ru: "", en: "", fr: "" }, color: null, state_id: 2,
    });
  });
  it("maps preferences paths to resources and refuses unknown ones", () => {
    expect(preferenceResource("additionalGuides", "units")).toBe("unitsByClient");
    expect(preferenceResource("users", "tags")).toBeNull();
    expect(preferenceResource("general", "branding")).toBeNull();
  });
});

describe("form field editor", () => {
  it("checks the name, numbers, JSON settings and lengths", () => {
    const v = { ...toFieldValues(null), name: "1bad", title: "", min_length: "5", max_length: "2", additional_settings: "{oops", default_selected_indexes: "a" };
    expect(checkField(v, [])).toEqual({
      name: "forms.field.error.name", title: "forms.field.error.required", max_length: "catalogue.field.maxBelowMin",
      additional_settings: "forms.field.error.json", default_selected_indexes: "forms.field.error.indexes",
    });
    expect(checkField({ ...toFieldValues(null), name: "Size", title: "Size" }, ["size"]).name).toBe("forms.field.error.taken");
  });
  it("sends every attribute, with the shown-in flags on by default", () => {
    const p = toFieldPayload({ ...toFieldValues(null), name: "size", title: "Size", title_en: "Size", default_selected_indexes: "0, 2", default_value: "[1]", max_length: "10" }, 7, 3);
    expect(p).toMatchObject({
      smart_form_id: 7, name: "size", title: "Size", display_name: { ru: "", en: "Size", fr: "" }, type: "string", form_component: "textfield",
      max_length: 10, min_length: null, default_selected_indexes: [0, 2], default_value: [1], position: 3,
      show_in_create: true, show_in_read: true, show_in_filter: true, edit_in_profile: true, required: false,
    });
  });
});

describe("smart form preview", () => {
  const form = item(1, { name: "Track", manage_form_entity_id: 7 });
  const fields = [
    item(11, { name: "start", title: "Start", column_id: 1053, form_component: "datepicker", type: "date", position: 1 }),
    item(12, { name: "end", title: "End", column_id: 1059, form_component: "datepicker", type: "date", position: 0 }),
    item(13, { name: "secret", title: "Secret", form_component: "textfield", edit_in_profile: false, show_in_filter: false, position: 2 }),
    item(14, { name: "size", title: "Size", form_component: "select", required: true, default_selected_indexes: [1], position: 3 }),
  ];
  const groups = [item(21, { name: "Dates", field_ids: [11, 12], order: 0, is_expand: false })];
  it("orders fields, ties 1053 and 1059 on create and keeps groups", () => {
    const f = previewForm(form, fields, groups, "create", "en");
    expect(f.fields.map((x) => x.schema.name)).toEqual(["end", "start", "secret", "size"]);
    expect(f.fields.find((x) => x.schema.column_id === 1059)?.schema.required).toBe(true);
    expect(f.fields.find((x) => x.schema.column_id === 1053)?.schema.tied_with).toBe("end");
    const { groups: g, rest } = layout(f);
    expect(g[0].group.is_expand).toBe(false);
    expect(g[0].fields.map((x) => x.schema.name)).toEqual(["start", "end"]);
    expect(rest.map((x) => x.schema.name)).toEqual(["secret", "size"]);
  });
  it("disables fields not editable in the profile, and filter mode drops hidden fields and makes dates ranges", () => {
    expect(previewForm(form, fields, [], "profile", "en").fields.find((x) => x.schema.name === "secret")?.schema.disabled).toBe(true);
    const filter = previewForm(form, fields, [], "filter", "en");
    expect(filter.fields.map((x) => x.schema.name)).not.toContain("secret");
    expect(filter.fields.every((x) => !x.schema.required)).toBe(true);
    expect(filter.fields.find((x) => x.schema.name === "start")?.schema.range).toBe(true);
    expect(filter.fields.find((x) => x.schema.name === "size")?.schema.multi_select).toBe(true);
  });
  it("starts with normalised dates and default selections, and saves enabled fields only", () => {
    const f = previewForm(form, fields, [], "create", "en");
    const withValues = { ...f, fields: f.fields.map((x) => (x.schema.name === "start" ? { ...x, data: { value: "05.03.2026" } } : x)) };
    const v = initialValues(withValues, { size: [{ id: "s", value: "S" }, { id: "m", value: "M" }] });
    expect(v.start).toBe("2026-03-05");
    expect(v.size).toBe("m");
    const profile = previewForm(form, fields, [], "profile", "en");
    expect(savePayload(profile, { secret: "x", size: "m" }, ["size"]).fields.map((x) => x.schema.name)).not.toContain("secret");
  });
});

describe("reorder and tree", () => {
  it("moves an item and ignores moves past either end", () => {
    expect(move([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(move([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
  });
  it("orders internal units by path and indents them by level", () => {
    const t = asTree(
      [{ id: 2, value: "Team" }, { id: 1, value: "Dept" }],
      [{ id: 1, full_path: "Org/Dept", level: 1 }, { id: 2, full_path: "Org/Dept/Team", level: 2 }],
    );
    expect(t.map((o) => o.id)).toEqual([1, 2]);
    expect(t[1].value).toMatch(/^\u00a0+Team$/);
    expect(t[0].value).toBe("Dept");
  });
});
