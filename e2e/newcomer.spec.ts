// What a new user tripped over (issue 14): one test per point, each with axe on the pages it visits.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";

test("nothing points to an area that does not exist: no feature flags, no dead permission rows", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Enabled features")).toHaveCount(0);
  // The analytics area has not landed: no menu entry names it.
  await expect(page.getByRole("navigation").getByText("Analytics", { exact: true })).toHaveCount(0);
  await checkA11y(page, "dashboard");

  await page.goto("/en/users/roles");
  await page.getByRole("button", { name: "New role" }).click();
  await page.getByRole("dialog", { name: "New custom role" }).getByLabel("Name in English").fill(`Areas ${Date.now()}`);
  await page.getByRole("dialog", { name: "New custom role" }).getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/en\/users\/roles\/\d+$/);
  await expect(page.getByRole("checkbox", { name: "Users: Access" })).toBeVisible();
  // Courses, widgets, the calendar and access codes have landed (their rows are there); analytics has not.
  for (const live of ["Courses", "Calendar", "Codes"]) await expect(page.getByRole("checkbox", { name: new RegExp(`^${live}: `) }).first()).toBeVisible();
  for (const gone of ["Analytics"])
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${gone}: `) })).toHaveCount(0);
});

test("the person picker searches as you type, lists only matches and never picks a non-match on Enter", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  // A person whose name sorts first, as "Import Anna" did, must not be offered for "Соко".
  const email = `aaron.${Date.now()}@demo.local`;
  const made = await callApi(page, "/api/users", { email, first_name: "Aaron", last_name: "Aardvark", role_id: 9 });
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  const folder = await callApi<{ id: number }>(page, "/api/createLibraryFolder", { parent_folder_id: null, display_name: `Picker ${Date.now()}` });
  await page.goto(`/en/library/access/folder/${folder.body.id}`);
  await page.getByRole("tab", { name: /^Users/ }).click();
  const box = page.getByRole("combobox", { name: "Add a user" });
  await box.fill("Со");
  await expect(page.getByText("Type at least 3 characters", { exact: true })).toBeVisible();
  await box.fill("Соко");
  await expect(page.getByRole("option").first()).toContainText("Соколов");
  for (const text of await page.getByRole("option").allTextContents()) expect(text).toContain("Соко");
  await expect(page.getByRole("option", { name: /Aardvark/ })).toHaveCount(0);
  await box.press("Enter");
  for (const text of await page.getByTestId("access-entry").allTextContents()) expect(text).toContain("Соколов");
  // An emptied field closes the list (an open list hides the rest of the page from assistive technology, which
  // axe reports): check the page with it closed.
  await box.fill("");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await checkA11y(page, "access page with the person picker");
  await box.fill("Соколов");
  await page.getByRole("option", { name: /Соколов/ }).first().click();
  await expect(page.getByTestId("access-entry").filter({ hasText: "Соколов" })).toHaveCount(1);
  await expect(page.getByTestId("access-entry").filter({ hasText: "Aardvark" })).toHaveCount(0);
});

/** Picks an option of a react-aria Select by its label. */
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", typeof option === "string" ? { name: option, exact: true } : { name: option }).click();
};

/** Creates a group of a type through the New group dialog and waits for its page. */
const newGroup = async (page: Page, name: string, type: "Static" | "Dynamic") => {
  await page.goto("/en/users/groups");
  await page.getByRole("button", { name: "New group" }).click();
  const dialog = page.getByRole("dialog", { name: "New group" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: type }).check({ force: true });
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/en\/users\/groups\/\d+$/);
};

test("a dynamic group on Manager picks the person, saves, and a refused value is highlighted where it is", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await newGroup(page, `Team of Petrov ${Date.now()}`, "Dynamic");
  await page.getByRole("button", { name: "Add a condition" }).click();
  await choose(page, "Field 1", "Manager");
  await page.getByRole("combobox", { name: "Value 1" }).fill("Петров");
  await page.getByRole("option", { name: /Петров/ }).first().click();
  await expect(page.getByRole("list", { name: "Value 1" })).toContainText("Петров");
  await checkA11y(page, "group condition on a person");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully")).toBeVisible();
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page.getByRole("grid", { name: "Users" }).getByRole("gridcell", { name: "employee@demo.local" })).toBeVisible();

  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Add a condition" }).click();
  await choose(page, "Field 2", "Hire date");
  await page.getByRole("textbox", { name: "Value 2" }).fill("not a date");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("textbox", { name: "Value 2" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Invalid value")).toBeVisible();
  await checkA11y(page, "group condition refused");
});

test("a static group is filled from its own Users tab, several people at once", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await newGroup(page, `Static ${Date.now()}`, "Static");
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("button", { name: "Add users" }).click();
  const dialog = page.getByRole("dialog", { name: "Add users to the group" });
  const box = dialog.getByRole("combobox", { name: "Find a user" });
  await box.fill("Соколов");
  await page.getByRole("option", { name: /Соколов/ }).first().click();
  await box.fill("Петров");
  await page.getByRole("option", { name: /Петров/ }).first().click();
  await expect(dialog.getByRole("list", { name: "To be added" }).getByRole("listitem")).toHaveCount(2);
  await checkA11y(page, "add members dialog");
  await dialog.getByRole("button", { name: "Add (2)" }).click();
  await expect(dialog).toHaveCount(0);
  const users = page.getByRole("grid", { name: "Users" });
  await expect(users.getByRole("gridcell", { name: "employee@demo.local" })).toBeVisible();
  await expect(users.getByRole("gridcell", { name: "manager@demo.local" })).toBeVisible();
  await checkA11y(page, "static group users");
});

test("the 403 page has one header: one logo, one language switch", async ({ page }) => {
  await page.goto("/en/403");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Language" })).toHaveCount(1);
  await checkA11y(page, "403");
});

test("navigation: the menu highlights Groups and Roles, User guides opens on a working tab, nested pages have breadcrumbs", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  for (const [path, entry] of [["/en/users/groups", "Groups"], ["/en/users/roles", "Roles"]]) {
    await page.goto(path);
    await expect(menu.getByRole("link", { name: entry, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Users", exact: true })).not.toHaveAttribute("aria-current", "page");
  }
  await page.goto("/en/preferences/users");
  await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
  await expect(page.getByText("Available with the integration")).toHaveCount(0);

  await page.goto("/en/users");
  await page.getByRole("grid", { name: "Users" }).getByRole("gridcell", { name: "employee@demo.local" }).click();
  await page.waitForURL(/\/en\/users\/\d+$/);
  const crumbs = page.getByRole("navigation", { name: "Page path" });
  await expect(crumbs.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(crumbs.getByText("Соколов", { exact: false })).toBeVisible();
  await checkA11y(page, "user page with breadcrumbs");
  await crumbs.getByRole("link", { name: "Users" }).click();
  await page.waitForURL(/\/en\/users$/);

  const plan = await callApi<{ id: number }>(page, "/api/development/developmentPlans", { name: `Crumbs ${Date.now()}`, description: "" });
  await page.goto(`/en/management/development-plan/${plan.body.id}/settings/description`);
  const planCrumbs = page.getByRole("navigation", { name: "Page path" });
  await expect(planCrumbs.getByRole("link", { name: "Development plans" })).toBeVisible();
  await expect(planCrumbs.getByText("Settings")).toBeVisible();
  await checkA11y(page, "plan administration with breadcrumbs");
});

test("the employee's dashboard shows their own work, and actions past their planned end are overdue everywhere", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en", "/en/dashboard");
  const plans = page.getByRole("region", { name: "My development plan" });
  await expect(plans.getByRole("link", { name: "Индивидуальный план развития 2026" })).toBeVisible();
  const actions = page.getByRole("region", { name: "Actions due" });
  await expect(actions.getByText("Overdue").first()).toBeVisible();
  await expect(actions.getByText(/actions? (is|are) overdue/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent files" })).toBeVisible();
  // No tiles repeating the menu, no list of permissions.
  await expect(page.getByText("Where you can go")).toHaveCount(0);
  await expect(page.getByText("Your access")).toHaveCount(0);
  await checkA11y(page, "employee dashboard");
  await page.setViewportSize({ width: 390, height: 844 });
  // the shell has moved its menu into the drawer (its button shows) before axe reads the narrow page
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await checkA11y(page, "employee dashboard, narrow");
  await page.setViewportSize({ width: 1440, height: 900 });

  await plans.getByRole("link", { name: "Индивидуальный план развития 2026" }).click();
  await page.waitForURL(/\/en\/growth\/development-plans\/\d+/);
  // The plan's own heading: the dashboard's "Overdue" can still be in sight while the plan's route loads.
  await expect(page.getByRole("heading", { level: 1, name: "Индивидуальный план развития 2026" })).toBeVisible();
  await expect(page.getByText("Overdue").first()).toBeVisible();
  await checkA11y(page, "plan with overdue actions");
});

test("controls that said something else: read-only settings look read-only, destructive actions confirm, the reset link is asked for and copyable, support tools stand apart", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  const plans = await callApi<{ items: Array<{ id: number; state: string }> }>(page, "/api/development/developmentPlans?limit=100");
  const launched = plans.body.items.find((p) => p.state === "launched");
  expect(launched, "the demo's launched plan").toBeTruthy();
  await page.goto(`/en/management/development-plan/${launched?.id}/settings/description`);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Save and continue" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next step" })).toBeVisible();
  await checkA11y(page, "launched plan settings");
  await page.getByRole("button", { name: "Cancel the plan" }).click();
  const ask = page.getByRole("alertdialog", { name: "Cancel this development plan?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(ask).toHaveCount(0);

  await page.goto("/en/users");
  await page.getByRole("grid", { name: "Users" }).getByRole("gridcell", { name: "mentor@demo.local" }).click();
  await page.waitForURL(/\/en\/users\/\d+$/);
  await page.getByRole("button", { name: "Reset password" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reset the password?" });
  await expect(confirm).toBeVisible();
  await checkA11y(page, "reset password confirmation");
  await confirm.getByRole("button", { name: "Reset password" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Password link" });
  await expect(linkDialog.getByRole("textbox", { name: "Password link" })).toHaveValue(/\/confirmPassword\/\S+/);
  await expect(page.locator("header").getByText("/confirmPassword/")).toHaveCount(0);
  await checkA11y(page, "password link dialog");
  await linkDialog.getByRole("button", { name: "Close" }).first().click();

  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("button", { name: "Support tools" })).toBeVisible();
  await expect(menu.locator("#menu-group-support").getByRole("link", { name: "Event replay" })).toBeVisible();
  await expect(menu.locator("#menu-group-support").getByRole("link", { name: "Interface gallery" })).toBeVisible();
  await expect(menu.locator("#menu-group-settings").getByRole("link", { name: "Event replay" })).toHaveCount(0);
});

test("French dates follow French order", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "fr");
  await page.getByRole("button", { name: /^Notifications/ }).first().click();
  const when = page.getByRole("dialog").locator("time").first();
  // Day, month, then the year only when it is not this one, and the 24-hour time after "à".
  await expect(when).toHaveText(/^\d{1,2} [a-zéû]+\.?( \d{4})? à \d{2}:\d{2}$/);
});

test("the interface gallery speaks the page's language: French and Russian, captions and samples alike", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "fr", "/fr/settings/ui-gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Système de design" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sections de la galerie" });
  await expect(sections.getByRole("link", { name: "Formulaires", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Surfaces et statuts" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nom complet" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Participants", exact: true }).getByRole("columnheader", { name: "Progression" })).toBeVisible();
  // None of the English it used to show, in a caption, a label or a sample.
  for (const english of ["Design system", "Save changes", "Full name", "Send a reminder", "Email notifications", "Something went wrong", "Default"])
    await expect(page.getByText(english, { exact: true }), english).toHaveCount(0);
  await checkA11y(page, "ui gallery (fr)");
  await page.goto("/settings/ui-gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Дизайн-система" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Сохранить изменения" }).first()).toBeVisible();
  await expect(page.getByText("Save changes", { exact: true })).toHaveCount(0);
});

test("a CSV import shows a preview with each row's verdict in words, and imports only on confirmation", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  const id = Date.now().toString(36);
  const file = path.join(tmpdir(), `preview-${id}.csv`);
  writeFileSync(file, `email,first_name,last_name\npreview.${id}@demo.local,Ivan,Previewov\nnot-an-email,Bad,Row\n`);
  await page.goto("/en/users");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import users from CSV" });
  await expect(dialog.getByRole("button", { name: "Choose a .csv file" })).toBeVisible();
  await expect(dialog.getByText("Drop a .csv file here")).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const preview = dialog.getByRole("region", { name: "What the import will do" });
  await expect(preview.getByText("Will be created")).toBeVisible();
  await expect(preview.getByText("Will not be imported")).toBeVisible();
  await expect(dialog.getByText(/RegExp|\^\[/)).toHaveCount(0);
  await checkA11y(page, "import preview");
  // Nothing is imported yet.
  const before = await callApi<{ rows: unknown[] }>(page, "/api/extendedUserFilter", { value: `preview.${id}` });
  expect(before.body.rows).toEqual([]);
  await dialog.getByRole("button", { name: "Import 1 row" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Created 1" })).toBeVisible({ timeout: 20_000 });
  const after = await callApi<{ rows: unknown[] }>(page, "/api/extendedUserFilter", { value: `preview.${id}` });
  expect(after.body.rows).toHaveLength(1);
});

test("smaller slips: the sign-in page focuses the e-mail field, the test-send button is in sight, wide tables hint at more columns, one name order", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator('input[name="email"]')).toBeFocused();
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/emailServerSettings");
  await expect(page.getByRole("button", { name: "Send a test e-mail" })).toBeVisible();
  await expect(page.getByText("Save the settings to send a test message.")).toBeVisible();
  await checkA11y(page, "e-mail server settings");

  // Columns beyond the frame: the right edge says more scroll in, until the end is reached.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/en/users");
  const grid = page.getByRole("grid", { name: "Users" });
  await expect(grid.getByRole("gridcell", { name: "hr@demo.local" })).toBeVisible();
  await expect(page.getByTestId("table-more-right")).toBeVisible();
  await grid.evaluate((g) => {
    const scroller = g.parentElement as HTMLElement;
    scroller.scrollLeft = scroller.scrollWidth;
  });
  await expect(page.getByTestId("table-more-right")).toHaveCount(0);
  // One name rule per language, the same in the menu and the list of one page: given name first in English,
  // family name first in Russian.
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Анна Смирнова");
  await expect(grid.getByRole("row").filter({ hasText: "admin@demo.local" })).toContainText("Анна Смирнова");
  await page.goto("/users");
  const ruGrid = page.getByRole("grid", { name: "Пользователи" });
  await expect(ruGrid.getByRole("row").filter({ hasText: "admin@demo.local" })).toContainText("Смирнова Анна");
  await expect(page.getByRole("button", { name: "Меню пользователя" })).toContainText("Смирнова Анна");
  // The demo administrator's role reads the same in the list as on the dashboard: the custom role they hold.
  await expect(ruGrid.getByRole("row").filter({ hasText: "admin@demo.local" })).toContainText("Администратор");
  await page.goto("/dashboard");
  await expect(page.locator('dt:text-is("Роль") + dd')).toHaveText("Администратор");
});

test("a lockout stays on the sign-in page after a reload, with its time, while the server still refuses", async ({ page }) => {
  // An unknown login locks exactly like a known one, and locking it leaves the demo users to the other specs.
  const who = `locked.${Date.now().toString(36)}@demo.local`;
  await page.goto("/en");
  await page.locator('input[name="email"]').fill(who);
  for (let i = 1; i <= 5; i++) {
    await page.locator('input[name="password"]').fill(`Wrong-pass-${i}`);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/userAuthTokens")),
      page.locator('form button[type="submit"]').click(),
    ]);
  }
  const alert = page.getByRole("alert");
  // English times read on a 12-hour clock ("1:40 AM").
  await expect(alert).toContainText(/Too many sign-in attempts\. Try again at \d{1,2}:\d{2} [AP]M/);
  const until = (await alert.textContent())?.match(/\d{1,2}:\d{2} [AP]M/)?.[0];
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(`Too many sign-in attempts. Try again at ${until}`);
  await expect(page.getByRole("alert")).toContainText("0 attempts left");
  await expect(page.locator('input[name="email"]')).toHaveValue(who);
  await expect(page.locator('form button[type="submit"]')).toBeDisabled();
  await checkA11y(page, "sign-in page locked out, after a reload");
});
