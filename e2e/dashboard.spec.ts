// The start page's learning cards: the task overdue on the employee with its days late, their track with its
// progress, and the course they must take; each one click from the work it names.
import { checkA11y, expect, login, test } from "./fixtures";

test("the employee's home shows their overdue task, their track and their required course, each opening its page", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en", "/en/dashboard");
  const overdue = page.getByRole("region", { name: "Overdue tasks" });
  await expect(overdue.getByText(/\d+ days? late/).first()).toBeVisible();
  const tracks = page.getByRole("region", { name: "My tracks" });
  await expect(tracks.getByRole("link", { name: "Welcome to Demo" })).toBeVisible();
  const welcome = tracks.getByRole("listitem").filter({ hasText: "Welcome to Demo" });
  await expect(welcome.getByText(/\d+ of \d+ tasks done/)).toBeVisible();
  // The counts line of the card: overdue first, as the person should read it.
  await expect(tracks.getByText(/^Overdue: \d+/)).toBeVisible();
  const courses = page.getByRole("region", { name: "My courses" });
  // A required course of theirs (the seeded one, or one that a course spec before this one in the worker appointed:
  // the card shows a few, so the seeded one can be pushed out of it), one click from its page.
  const required = courses.getByRole("listitem").filter({ has: page.getByText(/^Required/) }).first();
  await expect(required).toBeVisible();
  const course = ((await required.getByRole("link").textContent()) ?? "").trim();
  expect(course).not.toBe("");
  await checkA11y(page, "employee home with learning");

  const task = overdue.getByRole("link").first();
  const title = (await task.textContent()) ?? "";
  await task.click();
  await page.waitForURL(/\/en\/learning\/track\/\d+\/task\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await courses.getByRole("link", { name: course, exact: true }).first().click();
  await page.waitForURL(/\/en\/education\/courses\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: course })).toBeVisible();
});

test("the days late read in the page's language", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "fr", "/fr/dashboard");
  await expect(page.getByRole("region", { name: "Tâches en retard" }).getByText(/\d+ jours? de retard/).first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Просроченные задачи" }).getByText(/просрочено на \d+ д(ень|ня|ней)/).first()).toBeVisible();
});
