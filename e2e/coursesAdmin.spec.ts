// The course administration's forms in the browser: the editor's appointment rules (a group, a person, a prohibited
// person, additional), saved with a clear result and the person listed; a catalogue's access edited from the
// catalogues tab, then its own page as the named employee sees it, with Enrol; a course cover uploaded. Data set up through the API; axe on each.
import { callApi } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [] };
const PNG_1x1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const stamp = () => Date.now() % 1_000_000;

/** A published course with a module, made through the API by the signed-in administrator. */
const publishedCourse = async (page: Parameters<typeof callApi>[0], title: string, catalog_ids: number[] = []) => {
  const course = (await callApi<{ id: number }>(page, "/api/courseEditor", { ...blank, title, catalog_ids })).body;
  await callApi(page, `/api/courseEditor/${course.id}/modules`, { title: "Module" });
  await callApi(page, `/api/courseEditor/${course.id}/state`, { command: "activate" });
  await callApi(page, `/api/courseEditor/${course.id}/state`, { command: "publish" });
  return course.id;
};

test("the administrator sets a course's appointment rules", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const id = await publishedCourse(page, `Negotiation ${stamp()}`);
  const [group] = (await callApi<{ items: { id: number; name: string }[] }>(page, "/api/courseGroups")).body.items;
  await page.goto(`/en/management/learning/courses/${id}`);
  await page.getByRole("tab", { name: "Assignments" }).click();
  await expect(page.getByText("No groups chosen")).toBeVisible();

  const groupBox = page.getByRole("combobox", { name: "Add a group" });
  await groupBox.fill(group.name.slice(0, 5));
  await page.getByRole("option", { name: new RegExp(`^${group.name}`) }).click();
  await expect(page.getByRole("list", { name: "Groups" })).toContainText(group.name);
  await page.getByRole("combobox", { name: "Add a person" }).fill("manager@demo");
  await page.getByRole("option", { name: / · manager@demo\.local$/ }).click();
  await page.getByRole("combobox", { name: "Prohibit a person" }).fill("employee@demo");
  await page.getByRole("option", { name: / · employee@demo\.local$/ }).click();
  await expect(page.getByRole("list", { name: "Prohibition list" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("radio", { name: "Additional" }).check({ force: true });
  await checkA11y(page, "course editor: appointment form");
  await page.getByRole("button", { name: "Save the assignments" }).click();
  await expect(page.getByText(/^Saved: \d+ (person|people) assigned$/)).toBeVisible();
  const appointed = page.getByRole("list", { name: "People assigned" });
  await expect(appointed.getByRole("listitem").first()).toContainText("Additional");

  const rules = (await callApi<any>(page, `/api/courseEditor/${id}`)).body.appointments;
  expect(rules.group_ids).toEqual([group.id]);
  expect(rules.prohibited_ids).toHaveLength(1);
  expect(rules.required_user_ids).toEqual([]);
  const employee = (await callApi<any>(page, `/api/courseEditor/${id}/appointmentsList`, {})).body.items;
  expect(employee.every((a: any) => a.user_id !== rules.prohibited_ids[0])).toBe(true);

  // the cover: uploaded on the General tab, shown there at once
  await page.getByRole("tab", { name: "General" }).click();
  await expect(page.getByText("No cover yet")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from(PNG_1x1, "base64") });
  await expect(page.getByTestId("course-cover")).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace the cover" })).toBeVisible();
  await checkA11y(page, "course editor: cover");
  expect((await callApi<any>(page, `/api/courseEditor/${id}`)).body.cover_file_id).toEqual(expect.any(Number));
});

test("the administrator opens a catalogue to one person, who finds it and enrols", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const name = `Leaders ${stamp()}`;
  const catalog = (await callApi<{ id: number }>(page, "/api/courseCatalogs", { name, description: "For team leads", group_ids: [], user_ids: [], self_enrol: false })).body;
  const title = `Delegation ${stamp()}`;
  await publishedCourse(page, title, [catalog.id]);
  await page.getByRole("tab", { name: "Catalogues" }).click();
  await page.getByRole("button", { name: `Access and settings of “${name}”` }).click();
  await expect(page.getByTestId("catalog-summary")).toContainText("Open to everyone");
  await page.getByRole("checkbox", { name: "Self-enrolment allowed" }).check({ force: true });
  await page.getByRole("combobox", { name: "Add a person" }).fill("employee@demo");
  await page.getByRole("option", { name: / · employee@demo\.local$/ }).click();
  await checkA11y(page, "courses admin: catalogue access");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("catalog-summary")).toContainText("Seen by 1 person");

  const context = await browser.newContext();
  const learner = await context.newPage();
  await login(learner, "employee@demo.local", undefined, "en", "/en/catalogs/courses");
  await learner.getByRole("link", { name }).click();
  await expect(learner.getByRole("heading", { level: 1, name })).toBeVisible();
  const card = learner.getByRole("article", { name: title });
  await checkA11y(learner, "catalogue page");
  await card.getByRole("button", { name: `Enrol in “${title}”` }).click();
  await expect(card).toContainText("Additional");
  await context.close();
});
