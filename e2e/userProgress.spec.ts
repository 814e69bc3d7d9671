// users/{user}: the activities and tests-and-forms tabs. The administrator opens the demo employee, who is mid-way
// through "Welcome to Demo" (the learning seed: the safety test passed, the questionnaire half filled, the safety
// rules overdue): their tasks with states in colour, the submitted test with its score, and its answers marked right
// or wrong in a dialog; axe on each tab and on the dialog, the tabs reached from the keyboard.
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const employeeId = async (page: Parameters<typeof callApi>[0]) => {
  const hit = await callApi<{ rows: { id: number; email: string }[] }>(page, "/api/extendedUserFilter", { value: "employee@demo.local" });
  return hit.body.rows.find((r) => r.email === "employee@demo.local")!.id;
};

test("the administrator sees the demo employee's activities and their submitted test with its answers", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const id = await employeeId(page);
  await page.goto(`/en/users/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });

  // activities, reached with the arrow keys from the tracks tab
  await page.getByRole("tab", { name: "Tracks" }).click();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Activities" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Activities" })).toHaveAttribute("aria-selected", "true");
  const activities = page.getByRole("grid", { name: "Activities" });
  await expect(activities.getByRole("row", { name: /Правила безопасности/ }).getByRole("gridcell").nth(2)).toHaveText("Overdue", { timeout: 20_000 });
  const test_ = activities.getByRole("row", { name: /Тест по безопасности/ }).getByRole("gridcell");
  await expect(test_.nth(0)).toHaveText("Welcome to Demo");
  await expect(test_.nth(1)).toHaveText("Test");
  await expect(test_.nth(2)).toHaveText("Completed");
  await expect(activities.getByRole("row", { name: /Анкета новичка/ }).getByRole("gridcell").nth(2)).toHaveText("In progress");
  await checkA11y(page, "user activities tab");

  // tests and forms: the submitted test with its score; the half-filled questionnaire is not there
  await page.getByRole("tab", { name: "Tests and forms" }).click();
  const tests = page.getByRole("grid", { name: "Tests and forms" });
  const row = tests.getByRole("row", { name: /Тест по безопасности/ });
  await expect(row.getByText("Right answers: 2 of 2 (100%)")).toBeVisible({ timeout: 20_000 });
  await expect(tests.getByRole("row", { name: /Анкета новичка/ })).toHaveCount(0);
  await checkA11y(page, "user tests and forms tab");

  const open = row.getByRole("button", { name: "Answers: Тест по безопасности" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Тест по безопасности" });
  await expect(dialog.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
  for (const item of await dialog.getByRole("listitem").all()) await expect(item.getByText("Right", { exact: true })).toBeVisible();
  await checkA11y(page, "a submitted test's answers");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("the tabs speak Russian by default and say when there is nothing to show", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local");
  await appReady(page);
  // the administrator has no track: both tabs are empty
  const me = await callApi<{ rows: { id: number; email: string }[] }>(page, "/api/extendedUserFilter", { value: "admin@demo.local" });
  const id = me.body.rows.find((r) => r.email === "admin@demo.local")!.id;
  await page.goto(`/users/${id}`);
  await page.getByRole("tab", { name: "Активности" }).click();
  await expect(page.getByRole("heading", { name: "Задач пока нет" })).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "empty activities tab");
  await page.getByRole("tab", { name: "Тесты и формы" }).click();
  await expect(page.getByRole("heading", { name: "Отправленных тестов и форм нет" })).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "empty tests tab");
});
