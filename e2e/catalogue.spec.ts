// The generic catalogue pages: create, edit and delete an item (the browser's validation first), a long list
// loaded lazily as it scrolls (lazy_count / lazy_id), search, the settings hub and a preferences guide.
import type { Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits for the snackbar notice and lets it go. */
const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test.beforeEach(async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
});

test("creates, edits and deletes a catalogue item, showing a validation error first", async ({ page }) => {
  const name = `Analyst ${unique()}`;
  await page.goto("/en/settings/userJobPositions");
  await expect(page.getByRole("heading", { level: 1, name: "Positions" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Positions" });
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await checkA11y(page, "positions");

  // An empty name is refused in the browser, with the spec's message, before anything is sent.
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New item: Positions" });
  let posted = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/userJobPositions")) posted++;
  });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("The Name field is required")).toBeVisible();
  expect(posted).toBe(0);
  await checkA11y(page, "create dialog with an error");

  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("English").fill(`${name} (en)`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await notice(page, "Data created successfully");
  await expect(dialog).toHaveCount(0);
  await expect(grid.getByRole("gridcell", { name, exact: true })).toBeVisible();

  // The same name again is refused in the browser too.
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  await dialog.getByLabel("Name", { exact: true }).fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Create" }).click();
  // The duplicate message names the field once (its label), not "Name with this name".
  await expect(dialog.getByText("An item with this name already exists")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Edit: the row opens the dialog with its values.
  await grid.getByRole("gridcell", { name, exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit item: Positions" });
  await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(name);
  await edit.getByLabel("Name", { exact: true }).fill(`${name} senior`);
  await edit.getByRole("button", { name: "Save" }).click();
  await notice(page, "Data updated successfully");
  await expect(grid.getByRole("gridcell", { name: `${name} senior`, exact: true })).toBeVisible();

  // Delete, after a confirmation.
  await grid.getByRole("gridcell", { name: `${name} senior`, exact: true }).click();
  await edit.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Delete the item?" }));
  await expect(confirm).toBeVisible();
  await checkA11y(page, "delete confirmation");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await notice(page, "Data removed successfully");
  await expect(grid.getByRole("gridcell", { name: `${name} senior`, exact: true })).toHaveCount(0);
});

test("loads a long list lazily as it scrolls, and searches it", async ({ page }) => {
  const tag = `lazy${unique()}`;
  await page.evaluate(async (prefix) => {
    for (let i = 0; i < 130; i++) {
      const res = await fetch("/api/tags", {
        method: "POST",
        headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
        body: JSON.stringify({ value: `${prefix}-${String(i).padStart(3, "0")}` }),
      });
      if (!res.ok) throw new Error(`tag ${i}: ${res.status}`);
    }
  }, tag);
  const first = page.waitForRequest((r) => r.url().includes("/api/tags?") && r.url().includes("lazy_count=50"));
  await page.goto("/en/settings/tags");
  expect(new URL((await first).url()).searchParams.get("lazy_id")).toBeNull();
  const grid = page.getByRole("grid", { name: "Tags" });
  await expect(grid).toHaveAttribute("aria-rowcount", "51");
  await checkA11y(page, "tags");

  // Scrolling to the end asks for the next page after the last id, twice, until all are loaded.
  for (const rows of ["101", "131"]) {
    const next = page.waitForRequest((r) => r.url().includes("/api/tags?") && r.url().includes("lazy_id="));
    await grid.locator("xpath=..").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await next;
    await expect(grid).toHaveAttribute("aria-rowcount", rows);
  }
  await expect(page.getByText("130 rows", { exact: true })).toBeVisible();

  // A search from 3 characters asks the server and shows only matches.
  await page.getByRole("searchbox", { name: "Search" }).fill(`${tag}-12`);
  await expect(grid).toHaveAttribute("aria-rowcount", "11");
  await expect(grid.getByRole("gridcell", { name: `${tag}-125`, exact: true })).toBeVisible();
});

test("the settings hub and a preferences guide open their catalogues", async ({ page }) => {
  await page.goto("/en/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Catalogues" })).toBeVisible();
  await checkA11y(page, "settings hub");
  await page.getByRole("link", { name: /Employment types/ }).click();
  await page.waitForURL("**/en/settings/userJobEmploymentLevels");
  await expect(page.getByRole("heading", { level: 1, name: "Employment types" })).toBeVisible();

  await page.goto("/en/preferences/users");
  // Without the integration the guide opens on its first catalogue that works, not on "Available with the integration".
  await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
  await checkA11y(page, "preferences users guide");
  await page.getByRole("navigation", { name: "User guides" }).getByRole("link", { name: "Units", exact: true }).click();
  await page.waitForURL("**/en/preferences/users/unitsByClient");
  await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
  for (const [path, heading] of [["additionalGuides", "External learning"], ["folders", "Library folder categories"], ["workflows", "Track categories"]]) {
    await page.goto(`/en/preferences/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await checkA11y(page, path);
  }
  await page.goto("/en/preferences/customDictionaries");
  await expect(page.getByRole("heading", { level: 1, name: "Custom dictionaries" })).toBeVisible();
  await checkA11y(page, "custom dictionaries");

  // A name outside the list is not a page.
  await page.goto("/en/settings/nothingHere");
  await expect(page.getByText("This page could not be found").first()).toBeVisible();
});

test("an employee cannot reach the catalogue settings", async ({ page }) => {
  await page.goto("/en");
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await login(page, "employee@demo.local", undefined, "en", "/en/settings/tags");
  // The guard sends the employee to the first route they may use.
  await expect.poll(() => new URL(page.url()).pathname).not.toBe("/en/settings/tags");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Catalogues" })).toHaveCount(0);
});
