import { checkA11y, expect, login, test } from "./fixtures";

test("opens the notification panel, marks one read on click, then all", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "en");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("3 unread")).toBeVisible();
  await checkA11y(page, "notification panel");

  await panel.getByRole("listitem").first().getByRole("button").click();
  await expect(panel.getByText("2 unread")).toBeVisible();
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(panel.getByText("All read")).toBeVisible();
  await panel.getByRole("button", { name: "Close notifications" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
