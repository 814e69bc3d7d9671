// Archived users (/settings/archivedUsers): reached from the settings hub (not the generic catalogue page),
// searched, selected from the keyboard and restored in a batch (the userStatus machine's only operation on an
// archived account: it comes back blocked), with the empty state once nothing matches.
import type { Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API from the signed-in page with its token. */
const call = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: b === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
      return res.json();
    },
    [path, body] as const,
  );

test("an administrator finds an archived user and restores them", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const id = unique();
  const last = `Archived${id}`;
  const created = await call(page, "/api/users", { email: `e2e.archived.${id}@demo.local`, first_name: "Ada", last_name: last });
  await call(page, "/api/userStatus", { user_id: created.id, operation: "archive" });

  // The settings hub links to the page; the generic /settings/{catalog} page does not take the path.
  await page.goto("/en/settings");
  await page.getByRole("link", { name: /Archived users/ }).click();
  await page.waitForURL(/\/en\/settings\/archivedUsers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Archived users" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Archived users" });
  await expect(grid.getByRole("gridcell", { name: `e2e.archived.${id}@demo.local` })).toBeVisible();
  await checkA11y(page, "archived users");

  // Search narrows the list to the user; no action is offered until a row is selected.
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(last);
  await expect(grid.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /Restore from archive/ })).toHaveCount(0);

  // Keyboard: select the row with Space on its checkbox, then restore.
  const select = grid.getByRole("checkbox", { name: `Select row ${created.id}` });
  await select.focus();
  await page.keyboard.press("Space");
  await expect(select).toBeChecked();
  const restore = page.getByRole("button", { name: "Restore from archive (1)" });
  await expect(restore).toBeVisible();
  await checkA11y(page, "archived users with a selection");
  await restore.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 user restored from the archive").first()).toBeVisible();

  // Gone from the archive (the search now finds nothing), back in the users list as blocked.
  await expect(page.getByRole("heading", { level: 2, name: "Nothing found for these filters" })).toBeVisible();
  await checkA11y(page, "archived users, nothing found");
  const user = await call(page, `/api/users/${created.id}`);
  expect(user.status_id).toBe(2);
});

test("the archive refuses a user without the users section, and Preferences → users → archivedUsers leads there", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/preferences/users/archivedUsers");
  await page.waitForURL(/\/en\/settings\/archivedUsers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Archived users" })).toBeVisible();

  const employee = await page.context().browser()!.newContext();
  const other = await employee.newPage();
  await login(other, "employee@demo.local", undefined, "en");
  await appReady(other);
  await other.goto("/en/settings/archivedUsers");
  await expect(other.getByRole("heading", { level: 1, name: "Archived users" })).toHaveCount(0);
  await employee.close();
});
