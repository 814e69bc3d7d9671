// Smart forms: define a users form with fields and a group, reorder fields from the keyboard, preview the form
// in profile mode with its validation, and find the new field in the employee's own profile form.
import type { Page } from "@playwright/test";
import { checkA11y, expect, login, networkQuiet, test } from "./fixtures";

/** Calls the API from the signed-in page with its token. */
const api = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem("authToken")}` } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole("button", { name: new RegExp(`${label}`) }).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

test("an administrator defines a form field and the employee's profile form has it", async ({ page, browser }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/manageForms");
  await expect(page.getByRole("heading", { level: 1, name: "Smart forms" })).toBeVisible();
  await checkA11y(page, "forms list");

  // A users form (entity 3).
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New item: Smart forms" });
  await dialog.getByLabel("Name", { exact: true }).fill("Employee profile");
  await choose(page, "Entity", "Users");
  // A new form starts inactive; this one is switched on at once.
  await dialog.getByText("Active", { exact: true }).click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Data created successfully").first()).toBeVisible();
  await page.getByRole("grid", { name: "Smart forms" }).getByRole("gridcell", { name: "Employee profile", exact: true }).click();
  await page.waitForURL(/\/en\/settings\/manageForms\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Employee profile" })).toBeVisible();
  await checkA11y(page, "form editor");

  // Two fields: a required one editable in the profile, and a second one.
  for (const [name, title, required] of [["t_shirt", "T-shirt size", true], ["badge_code", "Badge code", false]] as const) {
    await page.getByRole("button", { name: "Add field" }).first().click();
    const field = page.getByRole("dialog", { name: "New field" });
    await field.getByLabel("System name").fill(name);
    await field.getByLabel("Title", { exact: true }).fill(title);
    if (required) await field.getByText("Required", { exact: true }).click();
    if (name === "t_shirt") await checkA11y(page, "field dialog");
    await field.getByRole("button", { name: "Add field" }).click();
    await expect(field).toHaveCount(0);
  }
  const list = page.getByRole("list", { name: "Fields" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("T-shirt size");

  // Keyboard reorder: Alt+↑ on the second field's handle moves it first, and it stays there after a reload.
  await page.getByRole("button", { name: "Drag “Badge code”" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(list.getByRole("listitem").first()).toContainText("Badge code");
  await expect(page.getByText("“Badge code” is now at position 1 of 2")).toBeAttached();
  expect(await networkQuiet(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole("list", { name: "Fields" }).getByRole("listitem").first()).toContainText("Badge code");

  // The preview in profile mode checks the required field.
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByRole("radio", { name: "Profile" }).check({ force: true });
  await expect(page.getByLabel("T-shirt size")).toBeVisible();
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("The T-shirt size field is required")).toBeVisible();
  await checkA11y(page, "form preview");

  // The employee's own profile form now has the field.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await login(employee, "employee@demo.local", undefined, "en");
  const form = await api(employee, "/api/smartForm?entity_id=3&operation_name=profile");
  const names = form.fields.map((f: { schema: { name: string } }) => f.schema.name);
  expect(names).toEqual(["badge_code", "t_shirt"]);
  expect(form.fields[1].schema.required).toBe(true);
  await context.close();

  // Switched off again: the browser tests share one server, and the others expect the standard users form.
  const formId = Number(new URL(page.url()).pathname.split("/").pop());
  const status = await page.evaluate(async (id) => {
    const res = await fetch(`/api/manageForms/${id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Employee profile", manage_form_entity_id: 3, is_active: false }),
    });
    return res.status;
  }, formId);
  expect(status).toBe(200);
  const standard = await api(page, "/api/smartForm?entity_id=3&operation_name=profile");
  expect(standard.fields.map((f: { schema: { name: string } }) => f.schema.name)).not.toContain("t_shirt");
});

test("a new groups form starts inactive and takes the standard fields", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/manageForms");
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New item: Smart forms" });
  await dialog.getByLabel("Name", { exact: true }).fill("Group form");
  await choose(page, "Entity", "Groups");
  await expect(dialog.getByRole("switch", { name: "Active" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.getByRole("grid", { name: "Smart forms" }).getByRole("gridcell", { name: "Group form", exact: true }).click();
  await expect(page.getByRole("heading", { level: 3, name: "No fields yet" })).toBeVisible();
  await page.getByRole("button", { name: "Start from the standard fields" }).click();
  const list = page.getByRole("list", { name: "Fields" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").first()).toContainText("name · Text field");

  // Groups: one with two of the fields, shown in the preview as a titled block.
  await page.getByRole("tab", { name: "Field groups" }).click();
  await page.getByRole("button", { name: "Add group" }).first().click();
  const group = page.getByRole("dialog", { name: "New field group" });
  await group.getByLabel("System name").fill("About");
  await group.getByLabel("Title (English)").fill("About the group");
  // The standard fields' titles are in the administrator's own language: pick the first two by position.
  for (const i of [0, 1]) await group.getByRole("checkbox").nth(i).locator("xpath=ancestor::label[1]").click();
  await checkA11y(page, "group dialog");
  await group.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByRole("list", { name: "Field groups" }).getByRole("listitem")).toContainText("2 fields");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("group", { name: "About the group" })).toBeVisible();
  await expect(page.getByRole("group", { name: "About the group" }).getByRole("textbox")).toHaveCount(2);
});
