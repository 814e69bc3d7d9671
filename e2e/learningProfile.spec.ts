// The learning profile pages: /profile/myHistory and /profile/myTimeToComplete for the demo employee (mid-way through
// "Welcome to Demo"), reached from the account menu by keyboard, in English and French, with axe; the empty state;
// and the administrator's "Time to complete" tab on the employee's user page.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

/** Opens the account menu from the keyboard and follows one of its links. */
const fromAccountMenu = async (page: Page, item: string) => {
  await page.getByRole("button", { name: "Account menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  const entry = page.getByRole("menuitem", { name: item });
  for (let i = 0; i < 10 && !(await entry.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
};

test("the employee reads their history and their time to complete, from the account menu", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);

  await fromAccountMenu(page, "My history");
  await page.waitForURL(/\/en\/profile\/myHistory$/);
  await expect(page.getByRole("heading", { level: 1, name: "My history" })).toBeVisible();
  const list = page.getByRole("list", { name: "Your actions" });
  const welcome = list.getByRole("listitem").filter({ hasText: "You completed the task “Добро пожаловать в Demo”" });
  await expect(welcome).toContainText("Track “Welcome to Demo”");
  await expect(welcome.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}(, \d{4})? at \d{1,2}:\d{2}\s(AM|PM)$/);
  await expect(list.getByRole("listitem").filter({ hasText: "You completed the task “Тест по безопасности”" })).toContainText("Score: 100%");
  // saved once by the seed, and again by the learning specs that run before this one in the same worker
  await expect(list.getByText("You saved your answers to “Анкета новичка”").first()).toBeVisible();
  await checkA11y(page, "my history");

  await fromAccountMenu(page, "Time to complete");
  await page.waitForURL(/\/en\/profile\/myTimeToComplete$/);
  await expect(page.getByRole("heading", { level: 1, name: "Time to complete" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Welcome to Demo" })).toBeVisible();
  await expect(page.getByText(/^4 of 8 completed · took \d+ days/)).toBeVisible();
  const table = page.getByRole("grid", { name: "Tasks of “Welcome to Demo”" });
  await expect(table.getByRole("row")).toHaveCount(5);
  // The seed's day-0 task was completed on day 5: days against 30 recommended minutes.
  const row = table.getByRole("row").filter({ hasText: "Добро пожаловать в Demo" });
  await expect(row).toContainText("30 minutes");
  await expect(row).toContainText(/Over by \d+ days/);
  await checkA11y(page, "my time to complete");

  // French: the same pages in the interface language.
  await page.goto("/fr/profile/myHistory");
  await expect(page.getByRole("heading", { level: 1, name: "Mon historique" })).toBeVisible();
  await expect(page.getByText("Vous avez terminé la tâche « Добро пожаловать в Demo »")).toBeVisible();
  await page.goto("/fr/profile/myTimeToComplete");
  await expect(page.getByRole("heading", { level: 1, name: "Temps de réalisation" })).toBeVisible();
  await expect(page.getByText(/^4 sur 8 terminées/)).toBeVisible();
  await checkA11y(page, "my time to complete, French");
});

test("someone without a completed task sees the empty state; the administrator sees the employee's times on their page", async ({ page }) => {
  // the employee's id, from their own session (no app load: the health address)
  await login(page, "employee@demo.local", undefined, "en", "/api/health");
  const employee = (await callApi<{ user: { id: number } }>(page, "/api/getSessionData")).body.user.id;

  await login(page, "admin@demo.local", undefined, "en", "/en/profile/myTimeToComplete");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 2, name: "No completed tasks yet" })).toBeVisible();
  await checkA11y(page, "time to complete, empty");

  await page.goto(`/en/users/${employee}`);
  await appReady(page);
  // Keyboard: the tab list's arrows reach "Time to complete".
  const tab = page.getByRole("tab", { name: "Time to complete" });
  await page.getByRole("tab", { name: "Overview" }).focus();
  for (let i = 0; i < 10 && (await tab.getAttribute("aria-selected")) !== "true"; i++) await page.keyboard.press("ArrowRight");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Time to complete" });
  await expect(panel.getByRole("heading", { level: 2, name: "Welcome to Demo" })).toBeVisible();
  await expect(panel.getByRole("grid", { name: "Tasks of “Welcome to Demo”" }).getByRole("row")).toHaveCount(5);
  await checkA11y(page, "user page, time to complete");
});
