// A learning task linking a course (issue 17): the administrator links a published course to a learning task of a
// new track (through the API) and assigns it to the demo employee, who opens the task, sees the course named with a
// link and the note that passing it completes the task, and follows the link to the course page. Axe on the task page.
import { apiOf } from "./apiHelpers";
import { appReady, checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };

test("the employee's learning task links its course", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const [courseTitle, trackName, taskTitle] = [`Linked course ${stamp}`, `Course track ${stamp}`, `Take the course ${stamp}`];
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  const { user } = await apiOf(page)("GET", "/api/getSessionData");

  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await login(adminPage, "admin@demo.local");
  const api = apiOf(adminPage);
  const course = await api("POST", "/api/courseEditor", { ...blank, title: courseTitle });
  const mod = (await api("POST", `/api/courseEditor/${course.id}/modules`, { title: "Module" })).modules_list[0];
  await api("POST", `/api/courseModules/${mod.id}/materials`, { kind: "text", title: "Read", body: "Read this." });
  for (const command of ["activate", "publish"]) await api("POST", `/api/courseEditor/${course.id}/state`, { command });
  await api("PUT", `/api/courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: [user.id], prohibited_ids: [], is_required: true });
  const track = await api("POST", "/api/workflows", {
    folder_id: null, display_name: trackName, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  await api("POST", "/api/manageWorkflowElement", {
    element: { workflow_id: track.id, title: taskTitle, workflow_element_type_id: 5, start_date_rel: 0, end_date_rel: 30, content: { course_id: course.id } },
  });
  await api("POST", "/api/publishWorkflow", { library_file_id: track.id });
  await api("POST", "/api/batchEntitiesProfileProcessing", {
    operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track.id, target_object_ids: [user.id],
  });
  await context.close();

  await page.goto("/en/learning");
  await page.getByRole("article", { name: trackName }).getByRole("link", { name: trackName }).click();
  await page.getByRole("list", { name: "The track's tasks in order" }).getByRole("link", { name: taskTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: taskTitle })).toBeVisible();
  const section = page.getByRole("region", { name: "Course" });
  await expect(section.getByText("The task is completed when you pass the course.")).toBeVisible();
  await checkA11y(page, "learning task with its course");
  await section.getByRole("link", { name: courseTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/en/education/courses/${course.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
});
