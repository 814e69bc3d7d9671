// Issue 16: the demo employee got "Welcome to Demo" through the newcomers group, and the notifications area told
// them (type 1, in their profile's language): the panel lists it and opens the track's page.
import { checkA11y, expect, login, test } from "./fixtures";

test("the employee's panel shows the track they were given and opens its page", async ({ page }) => {
  await login(page, "employee@demo.local");
  await page.getByRole("button", { name: /^Уведомления/ }).first().click();
  const panel = page.getByRole("dialog", { name: "Уведомления" });
  await expect(panel).toBeVisible();
  // the seeded track's notice (a spec before this one in the worker may give the employee another track)
  const item = panel.getByRole("listitem").filter({ hasText: "Вам назначен трек адаптации" }).filter({ hasText: "Welcome to Demo" });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Welcome to Demo");
  await checkA11y(page, "notification panel with a track notification");

  await item.getByRole("button").click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/learning\/track\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Demo" })).toBeVisible();
  await checkA11y(page, "the track opened from its notification");
});
