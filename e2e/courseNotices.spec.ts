// The course editor's notifications tabs in the browser: the system notifications switched off and saved; a custom
// notification added (a refused empty title first), listed with its timing, then removed after a confirmation.
// Data set up through the API; axe on each tab.
import { callApi } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: 14, admin_ids: [], tag_ids: [], catalog_ids: [] };
const stamp = () => Date.now() % 1_000_000;

test("the administrator sets a course's system and custom notifications", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const course = (await callApi<{ id: number }>(page, "/api/courseEditor", { ...blank, title: `Reminders ${stamp()}` })).body;
  await page.goto(`/en/management/learning/courses/${course.id}`);

  await page.getByRole("tab", { name: "System notifications" }).click();
  const assignment = page.getByRole("switch", { name: /^Course assignment/ });
  await expect(assignment).toBeChecked();
  await checkA11y(page, "course editor: system notifications");
  await assignment.click({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  expect((await callApi<any>(page, `/api/courseEditor/${course.id}/notifications`)).body.system).toEqual([{ type_id: 29, on: false }]);

  await page.getByRole("tab", { name: "Custom notifications" }).click();
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await page.getByRole("textbox", { name: "Message" }).fill("Finish the course by Friday");
  await page.getByRole("button", { name: "Add notification" }).click();
  await expect(page.getByText("Fill in this field")).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill("Reminder");
  await page.getByRole("radio", { name: "Before the deadline" }).check({ force: true });
  await page.getByRole("textbox", { name: "Days" }).fill("3");
  await page.getByRole("button", { name: "Add notification" }).click();
  const list = page.getByRole("list", { name: "Course notifications" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("3 days before the deadline");
  await expect(list).toContainText("sent to 0 people");
  await checkA11y(page, "course editor: custom notifications");

  await page.getByRole("button", { name: "Remove the notification “Reminder”" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await checkA11y(page, "course editor: remove a custom notification");
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No notifications yet")).toBeVisible();
  expect((await callApi<any>(page, `/api/courseEditor/${course.id}/notifications`)).body.custom).toEqual([]);
});
