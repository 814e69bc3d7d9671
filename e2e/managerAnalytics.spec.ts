// The manager's people (spec 000 §2, Manager area): /manager/users lists the demo manager's reports (reached from the
// side menu, searched), a row opens /manager/analytics/{user}/workflows, the tabs are addresses (tests: the submitted
// test with its answers in a dialog), someone who is not their report is the error state, and a person without the
// manager area has no menu entry and is taken home (the route guard). Axe on each page.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const idOf = async (page: Page, email: string) =>
  (await callApi<{ rows: { id: number; email: string }[] }>(page, "/api/extendedUserFilter", { value: email })).body.rows.find((r) => r.email === email)?.id;

test("the manager finds a report and follows their progress", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "manager@demo.local", undefined, "en");
  await appReady(page);
  await page.getByRole("navigation").getByRole("link", { name: "My people" }).first().click();
  await page.waitForURL((url) => url.pathname === "/en/manager/users");
  await expect(page.getByRole("heading", { level: 1, name: "My people" })).toBeVisible();
  const people = page.getByRole("grid", { name: "My people" });
  await expect(people.getByRole("gridcell", { name: "employee@demo.local" })).toBeVisible();
  // not a report: the administrator is not in the list
  await expect(people.getByRole("gridcell", { name: "admin@demo.local" })).toHaveCount(0);
  await checkA11y(page, "the manager's people");
  // the search narrows the list (from 3 characters)
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill("employee@demo");
  await expect(people.getByRole("gridcell", { name: "employee@demo.local" })).toBeVisible();
  await expect(people.getByRole("row")).toHaveCount(2);

  // a row opens the person's progress at its first tab
  await people.getByRole("gridcell", { name: "employee@demo.local" }).dblclick();
  await page.waitForURL(/\/en\/manager\/analytics\/\d+\/workflows$/);
  const id = Number(page.url().match(/analytics\/(\d+)\//)![1]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Tracks" }).getByRole("gridcell", { name: "Welcome to Demo" })).toBeVisible();
  await checkA11y(page, "a report's tracks");

  // tests, reached with the arrow keys: the tab is its own address and keeps the focus
  await page.getByRole("tab", { name: "Tracks" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForURL(`**/en/manager/analytics/${id}/tests`);
  await expect(page.getByRole("tab", { name: "Tests and forms" })).toBeFocused();
  const row = page.getByRole("grid", { name: "Tests and forms" }).getByRole("row", { name: /Тест по безопасности/ });
  await expect(row.getByText("Right answers: 2 of 2 (100%)")).toBeVisible();
  await checkA11y(page, "a report's tests");
  await row.getByRole("button", { name: "Answers: Тест по безопасности" }).click();
  const dialog = page.getByRole("dialog", { name: "Тест по безопасности" });
  await expect(dialog.getByRole("listitem")).toHaveCount(2);
  await checkA11y(page, "a report's test answers");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // time to complete, by its address
  await page.goto(`/en/manager/analytics/${id}/timeToComplete`);
  await expect(page.getByRole("tab", { name: "Time to complete" })).toHaveAttribute("aria-selected", "true");
  await checkA11y(page, "a report's time to complete");

  // someone who is not their report: the error state, nothing of them shown
  const admin = await idOf(page, "admin@demo.local");
  await page.goto(`/en/manager/analytics/${admin ?? 999999}/activities`);
  await expect(page.getByRole("heading", { level: 2, name: "Data load fail." })).toBeVisible();
  await checkA11y(page, "not a report");
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("a person without the manager area has no entry, and the address takes them home", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My people" })).toHaveCount(0);
  for (const address of ["/en/manager/users", "/en/manager/analytics/1/workflows"]) {
    await page.goto(address);
    await page.waitForURL((url) => url.pathname === "/en/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My people" })).toHaveCount(0);
  }
});
