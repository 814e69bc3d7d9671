import { apiOf, launchPlanFor } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";

test("opens the notification panel, a click marks one read and opens its page, then all are marked read", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "en");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("3 unread")).toBeVisible();
  await checkA11y(page, "notification panel");

  // Seeded notifications link to the development plans: the click marks it read, closes the panel and goes there.
  await panel.getByRole("listitem").first().getByRole("button").click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/en\/growth\/development-plans/);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await bell.click();
  await expect(panel.getByText("2 unread")).toBeVisible();
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(panel.getByText("All read")).toBeVisible();
  await panel.getByRole("button", { name: "Close notifications" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});

test("a notification arrives without a reload, opens its page, and the person chooses its e-mail delivery", async ({ page, browser }) => {
  const taskId = await launchPlanFor(browser, "Live notification plan");
  await login(page, "manager@demo.local", undefined, "en");
  const bell = page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toBeVisible();
  // The count as the server has it (earlier tests in this worker may have sent the manager some), and the bell
  // showing it: the bell is visible before its count has loaded.
  const { not_read_count: before } = await apiOf(page)<{ not_read_count: number }>(
    "GET", "/api/notifications/notifications/getNotReadNotificationsCountByUser");
  await expect(bell).toHaveAccessibleName(before ? `Notifications, ${before} unread` : "Notifications");

  // The employee sends their plan for approval from another browser: the manager's bell counts it, no reload.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await login(employee, "employee@demo.local");
  const api = apiOf(employee);
  await api("PUT", `/api/development/tasks/${taskId}/goals`, { goals: [{ title: "Goal", weight: 100 }] });
  await api("POST", `/api/development/tasks/${taskId}/transitions`, { type: "task.sendForApproval" });
  await context.close();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 10_000 });

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  // its own item (the dates job may have told the manager of a task that opened meanwhile, e.g. at midnight)
  await panel.getByRole("listitem").filter({ hasText: "Live notification plan" }).first().getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/en/growth/development-plans/manager/${taskId}`));
  await expect(bell).toHaveAccessibleName(before === 0 ? "Notifications" : `Notifications, ${before} unread`);

  await bell.click();
  await panel.getByRole("button", { name: "E-mail" }).click();
  const staff = panel.getByRole("button", { name: /Plans of my staff/ });
  await expect(staff).toContainText("In the app only");
  await staff.click();
  await page.getByRole("option", { name: "Daily digest" }).click();
  await expect(staff).toContainText("Daily digest");
  await checkA11y(page, "notification delivery settings");
  await expect.poll(async () => (await apiOf(page)("GET", "/api/notifications/notificationPreferences/mine")).groups)
    .toContainEqual({ group: "manager", mode: "daily" });
});
