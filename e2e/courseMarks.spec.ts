// An administrator's pass mark in the course analytics' Users view, and the employee's drop of an additional course
// (a required one shows the button disabled beside the machine's reason), in the browser. Data set up through the
// API; axe on the view, the dialogs and the course pages.
import { apiOf } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
const stamp = () => Date.now() % 1_000_000;

/** A published course with one text material appointed to the employee (required or additional); its id. */
const appointedCourse = async (api: ReturnType<typeof apiOf>, title: string, is_required: boolean) => {
  const course = await api("POST", "/api/courseEditor", { ...blank, title });
  const mod = (await api("POST", `/api/courseEditor/${course.id}/modules`, { title: "Module" })).modules_list[0];
  await api("POST", `/api/courseModules/${mod.id}/materials`, { kind: "text", title: "Read me", body: "Text" });
  await api("POST", `/api/courseEditor/${course.id}/state`, { command: "activate" });
  await api("POST", `/api/courseEditor/${course.id}/state`, { command: "publish" });
  const demo = (await api("POST", "/api/coursesList", { limit: 100 })).items.find((c: any) => c.title === "Информационная безопасность");
  const employeeId = (await api("POST", `/api/courseEditor/${demo.id}/appointmentsList`, {})).items[0].user_id as number;
  await api("PUT", `/api/courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: [employeeId], prohibited_ids: [], is_required });
  return course.id as number;
};

test("the administrator marks a person's course passed in the analytics' Users view", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const id = await appointedCourse(apiOf(page), `Marked ${stamp()}`, true);
  await page.goto(`/en/management/learning/courses/${id}`);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByRole("tab", { name: "Users" }).click();
  const people = page.getByRole("list", { name: "People assigned and their progress" });
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await expect(people).toContainText("Assigned");
  await checkA11y(page, "course analytics: users with marks");
  await people.getByRole("button", { name: /^Mark the course passed for / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mark the course passed?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "course analytics: mark dialog");
  await dialog.getByRole("button", { name: "Mark passed" }).click();
  await expect(page.getByText("Marked passed")).toBeVisible();
  await expect(people).toContainText("Passed");
  await expect(people.getByRole("button", { name: /^Mark the course / })).toHaveCount(0);
});

test("the employee drops an additional course; a required one says why it cannot be dropped", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const api = apiOf(page);
  const n = stamp();
  const required = await appointedCourse(api, `Required ${n}`, true);
  const additional = await appointedCourse(api, `Additional ${n}`, false);

  await login(page, "employee@demo.local", undefined, "en", `/en/education/courses/${required}`);
  await expect(page.getByRole("heading", { level: 1, name: `Required ${n}` })).toBeVisible();
  const refusedDrop = page.getByRole("button", { name: "Drop the course" });
  await expect(refusedDrop).toBeDisabled();
  await expect(refusedDrop).toHaveAccessibleDescription("A required course cannot be dropped");
  await checkA11y(page, "course page: required, drop refused");

  await page.goto(`/en/education/courses/${additional}`);
  await expect(page.getByRole("heading", { level: 1, name: `Additional ${n}` })).toBeVisible();
  await page.getByRole("button", { name: "Drop the course" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Drop the course?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "course page: drop dialog");
  await dialog.getByRole("button", { name: "Drop the course" }).click();
  await expect(page.getByText("You dropped the course")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/education\/courses$/);
  await expect(page.getByRole("link", { name: `Additional ${n}` })).toHaveCount(0);
});
