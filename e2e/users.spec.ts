// Users, groups: the list with a filter and its XLSX export, creating and blocking a user, a CSV import with its
// report, and a dynamic group taking a matching user. Every test makes its own data (unique e-mails).
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const grid = (page: Page, name: string) => page.getByRole("grid", { name });

/** Picks an option of a react-aria Select by its label. */
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  await page.getByRole("option", typeof option === "string" ? { name: option, exact: true } : { name: option }).click();
};
/** The e-mail filter field (the server names fields in the request's language, Russian as a fallback). */
const EMAIL = /^(E-mail|Эл\. почта)$/;

const createUser = async (page: Page, email: string, first: string, last: string) => {
  await page.goto("/en/users");
  await page.getByRole("button", { name: "New user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("First name").fill(first);
  await dialog.getByLabel("Last name").fill(last);
  await dialog.getByRole("button", { name: "Create and invite" }).click();
  // Mail is off for the demo client: the invitation's link shows once, then the person's page opens.
  await page.getByRole("dialog", { name: "Password link" }).getByRole("button", { name: "Close" }).first().click();
  await page.waitForURL(/\/en\/users\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(first);
};

test.beforeEach(async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
});

test("the users list filters by a profile field and exports an XLSX", async ({ page }) => {
  await page.goto("/en/users");
  const users = grid(page, "Users");
  await expect(users.getByRole("gridcell", { name: "hr@demo.local" })).toBeVisible();
  await checkA11y(page, "users list");

  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await page.getByRole("button", { name: "Add a condition" }).click();
  await choose(page, "Field 1", EMAIL);
  await choose(page, "Condition 1", "contains");
  await page.getByRole("textbox", { name: "Value 1" }).fill("hr@demo");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(users.getByRole("gridcell", { name: "admin@demo.local" })).toHaveCount(0);
  await expect(users.getByRole("gridcell", { name: "hr@demo.local" })).toBeVisible();
  await checkA11y(page, "users list with a filter");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to XLSX" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("a new user can be blocked and the status badge follows", async ({ page }) => {
  const id = unique();
  await createUser(page, `e2e.block.${id}@demo.local`, `Block${id}`, "Tester");
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Active", { exact: true })).toBeVisible();
  await checkA11y(page, "user page");
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(header.getByText("Blocked", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate", exact: true })).toBeVisible();
});

test("a CSV import shows the per-row report", async ({ page }) => {
  const id = unique();
  const file = path.join(tmpdir(), `users-${id}.csv`);
  writeFileSync(file, `email,first_name,last_name\ne2e.import.${id}a@demo.local,Ivan,Importov\ne2e.import.${id}b@demo.local,Olga,Importova\nnot-an-email,Bad,Row\n`);
  await page.goto("/en/users");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import users from CSV" });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  // A preview first; the import runs on confirmation.
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Created 2" })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("cell", { name: `e2e.import.${id}a@demo.local` })).toBeVisible();
  await expect(dialog.getByText("Refused", { exact: true })).toBeVisible();
  await checkA11y(page, "import report");
});

test("a dynamic group takes the users matching its condition", async ({ page }) => {
  const id = unique();
  const email = `e2e.dyn.${id}@demo.local`;
  await createUser(page, email, `Dyn${id}`, "Member");

  await page.goto("/en/users/groups");
  await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New group" }).click();
  const dialog = page.getByRole("dialog", { name: "New group" });
  await dialog.getByLabel("Name").fill(`Dynamic ${id}`);
  await dialog.getByRole("radio", { name: "Dynamic" }).check({ force: true });
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/en\/users\/groups\/\d+$/);
  await expect(page.getByRole("radio", { name: "Dynamic" })).toBeDisabled();

  await page.getByRole("button", { name: "Add a condition" }).click();
  await choose(page, "Field 1", EMAIL);
  await choose(page, "Condition 1", "contains");
  await page.getByRole("textbox", { name: "Value 1" }).fill(`e2e.dyn.${id}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully")).toBeVisible();
  await checkA11y(page, "group settings");

  await page.getByRole("tab", { name: "Users" }).click();
  await expect(grid(page, "Users").getByRole("gridcell", { name: email })).toBeVisible();
  await page.getByRole("tab", { name: "Tracks" }).click();
  await expect(page.getByText("No tracks yet")).toBeVisible();
  await checkA11y(page, "group tracks");
});

test("the grid is driven from the keyboard: arrows between rows, Space selects, Enter opens", async ({ page }) => {
  await page.goto("/en/users");
  const users = grid(page, "Users");
  await expect(users.getByRole("gridcell", { name: "hr@demo.local" })).toBeVisible();
  await users.getByRole("columnheader").first().focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(users.getByRole("row").nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Actions (1)" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/en\/users\/\d+$/);
});

test("a long list renders only the visible rows and asks the next page near the end", async ({ page }) => {
  const PAGE = 100;
  const pages: (number | null)[] = [];
  await page.route("**/api/virginSearch", async (route) => {
    const body = route.request().postDataJSON() as { params?: { last_id?: number; limit?: number } };
    const after = body.params?.last_id ?? 0;
    pages.push(body.params?.last_id ?? null);
    const rows = Array.from({ length: PAGE }, (_, i) => {
      const id = after + i + 1;
      return { id, full_name: `Synthetic ${id}`, email: `user${id}@example.test`, status: { id: 1, value: "Active" } };
    });
    const col = (value: string, text: string) => ({ text, value, name: value, type: 1, visible: true });
    await route.fulfill({
      json: { rows, columns: [col("full_name", "Full name"), col("email", "E-mail")], filters: [], settings: { last_id: after + PAGE, limit: PAGE, use_zip: false } },
    });
  });
  await page.goto("/en/users");
  const users = grid(page, "Users");
  await expect(users.getByRole("gridcell", { name: "user1@example.test" })).toBeVisible();
  await expect(users).toHaveAttribute("aria-rowcount", String(PAGE + 1));
  // Scrolls to the end until a fourth page was asked for (each poll scrolls again, as a reader would).
  await expect
    .poll(async () => {
      await users.locator("xpath=..").evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return pages.length;
    }, { timeout: 15_000 })
    .toBeGreaterThan(3);
  expect(pages.slice(0, 3)).toEqual([null, PAGE, 2 * PAGE]);
  // only a window of rows is in the DOM, however many are loaded
  const rendered = await users.getByRole("row").count();
  expect(rendered).toBeLessThan(60);
  await expect.poll(async () => Number(await users.getAttribute("aria-rowcount"))).toBeGreaterThan(3 * PAGE);
});

test("a column header sorts the list on the server, both ways, and only the server-sortable columns offer it", async ({ page }) => {
  await page.goto("/en/users");
  const users = grid(page, "Users");
  await expect(users.getByRole("gridcell", { name: "hr@demo.local" })).toBeVisible();
  const header = users.getByRole("columnheader", { name: "E-mail" });
  const asked = page.waitForRequest((r) => r.url().endsWith("/api/virginSearch") && (r.postDataJSON() as any)?.sort?.field === "email");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/virginSearch") && (r.request().postDataJSON() as any)?.sort?.dir === "asc");
  await header.click();
  expect((await asked).postDataJSON().sort).toEqual({ field: "email", dir: "asc" });
  const first = ((await (await answered).json()) as { rows: { email: string }[] }).rows[0].email;
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(users.getByRole("row").nth(1).getByRole("gridcell", { name: first })).toBeVisible();
  const desc = page.waitForResponse((r) => r.url().endsWith("/api/virginSearch") && (r.request().postDataJSON() as any)?.sort?.dir === "desc");
  await header.click();
  const last = ((await (await desc).json()) as { rows: { email: string }[] }).rows[0].email;
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(users.getByRole("row").nth(1).getByRole("gridcell", { name: last })).toBeVisible();
  expect(last > first).toBe(true);
  // A column the server cannot sort does not offer it.
  await expect(users.getByRole("columnheader", { name: "Manager" })).not.toHaveAttribute("data-sortable", "true");
  await checkA11y(page, "users list sorted");
});

test("an avatar is uploaded on the user page, shown in the header and removed", async ({ page }) => {
  const id = unique();
  await createUser(page, `e2e.avatar.${id}@demo.local`, `Avatar${id}`, "Tester");
  const avatar = page.getByTestId("user-avatar");
  await expect(avatar.locator("img")).toHaveCount(0);
  // A 1×1 PNG.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(avatar.locator("img")).toHaveAttribute("src", /^blob:/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Replace photo" })).toBeVisible();
  await checkA11y(page, "user page with an avatar");
  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(avatar.locator("img")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload photo" })).toBeVisible();
});

test("an employee sets their own photo from the account menu and sees it in the top bar", async ({ page }) => {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 20_000 });
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  const top = page.getByTestId("toolbar-avatar");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My photo" }).click();
  const dialog = page.getByRole("dialog", { name: "My photo" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "own photo dialog");
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: /Upload photo|Replace photo/ }).click();
  const picker = await chooser;
  // An SVG is not offered (the server refuses it too): it could carry script.
  expect(await picker.element().getAttribute("accept")).not.toContain(".svg");
  await picker.setFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByTestId("user-avatar").locator("img")).toHaveAttribute("src", /^blob:/, { timeout: 20_000 });
  await expect(top.locator("img")).toHaveAttribute("src", /^blob:/, { timeout: 20_000 });
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId("toolbar-avatar").locator("img")).toHaveAttribute("src", /^blob:/, { timeout: 20_000 });
  await checkA11y(page, "top bar with the own photo");
});

test("the forms tab edits the user's profile form; the value is there after a reload, and errors land on fields", async ({ page }) => {
  const id = unique();
  await createUser(page, `e2e.form.${id}@demo.local`, `Form${id}`, "Tester");
  await page.getByRole("tab", { name: "Forms", exact: true }).click();
  const form = page.getByRole("form", { name: "Forms" });
  // Field titles come in the user's language (the admin's is Russian), as the filter test notes.
  const city = form.getByLabel(/^(City|Город)$/);
  await expect(city).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "user forms tab");
  // A required field left empty is refused on the field, before sending.
  await form.getByLabel(/^(First name|Имя)$/).fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel(/^(First name|Имя)$/)).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel(/^(First name|Имя)$/).fill(`Form${id}`);
  await city.fill(`Town ${id}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully").first()).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await appReady(page);
  await page.getByRole("tab", { name: "Forms", exact: true }).click();
  await expect(page.getByRole("form", { name: "Forms" }).getByLabel(/^(City|Город)$/)).toHaveValue(`Town ${id}`, { timeout: 20_000 });
});

test("on one's own account Block and Archive are disabled, with the machine's reason beside them", async ({ page }) => {
  await page.goto("/en/users");
  const users = grid(page, "Users");
  await users.getByRole("gridcell", { name: "admin@demo.local" }).click();
  // a click opens the row; where it only focused the cell, Enter does
  if (!/\/en\/users\/\d+$/.test(page.url())) await page.keyboard.press("Enter");
  await page.waitForURL(/\/en\/users\/\d+$/);
  const block = page.getByRole("button", { name: "Block", exact: true });
  await expect(block).toBeDisabled();
  await expect(block).toHaveAccessibleDescription("You cannot block or archive yourself");
  await expect(page.getByRole("button", { name: "Archive", exact: true })).toBeDisabled();
  await checkA11y(page, "own user page with refused status operations");
});
