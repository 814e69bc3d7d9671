// A test as a course material in the browser: the administrator picks the test kind (the form builder opens, lazily)
// and the test is added (through the API, with its key and pass mark), the demo employee takes it (a wrong answer
// first: scored by the server, not passed; then the right one: passed) and sends the feedback form, which passes the
// course; the editor's analytics tab shows their progress, both attempts, the feedback and the certificate the
// course's template issued, and its certificate tab the template granted (then cleared). Axe on each state.
import { apiOf } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
const question = {
  id: "q1", element: 1, field: 5, title: "Which password is strong?", description: "", required: true, image_url: null, shuffle: false, sectionBased: false,
  items: [{ id: "weak", value: "qwerty", hasComment: false, toSection: null }, { id: "strong", value: "correct-horse-battery-staple", hasComment: false, toSection: null }],
  correct: ["strong"],
};

test("a test material: added, taken and passed, and seen in the course's analytics", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Quiz course ${Date.now() % 100000}`;
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const api = apiOf(page);
  const course = await api("POST", "/api/courseEditor", { ...blank, title });
  const mod = (await api("POST", `/api/courseEditor/${course.id}/modules`, { title: "Check" })).modules_list[0];
  // the demo's required course is assigned to the demo employee only: their id from its list of people assigned
  const demo = (await api("POST", "/api/coursesList", { limit: 100 })).items.find((c: any) => c.title === "Информационная безопасность");
  const employeeId = (await api("POST", `/api/courseEditor/${demo.id}/appointmentsList`, {})).items[0].user_id as number;
  await page.goto(`/en/management/learning/courses/${course.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // the test kind opens the form builder and the pass mark
  const form = page.getByRole("form", { name: "New material of “Check”" });
  await form.getByRole("button", { name: /Material type/ }).click();
  await page.getByRole("option", { name: "Test", exact: true }).click();
  await expect(form.getByRole("textbox", { name: /Pass mark/ })).toHaveValue("80");
  await expect(form.getByRole("button", { name: /Add question/ })).toBeVisible();
  await checkA11y(page, "course editor: new test material");
  await api("POST", `/api/courseModules/${mod.id}/materials`, { kind: "test", title: "Password quiz", form: { version: 1, elements: [question] }, pass_percent: 100, attempts_limit: 3 });
  const opinion = { ...question, id: "f1", title: "Was it useful?", correct: [], items: [{ id: "yes", value: "Yes, very", hasComment: false, toSection: null }, { id: "no", value: "Not really", hasComment: false, toSection: null }] };
  await api("POST", `/api/courseModules/${mod.id}/materials`, { kind: "feedback", title: "Your opinion", form: { version: 1, elements: [opinion] } });
  for (const command of ["activate", "publish"]) await api("POST", `/api/courseEditor/${course.id}/state`, { command });
  await api("PUT", `/api/courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: [employeeId], prohibited_ids: [], is_required: true });
  const template = await api("POST", "/api/certificateTemplate", { name: `Quiz certificate ${course.id}`, state: "active", font_id: 1, orientation: "vertical", body: "{name}", alignment: "center" });
  await api("PUT", `/api/courseEditor/${course.id}/certificate`, { template_id: template.id });

  // the employee takes the test (signed in on the same page, then the administrator again)
  const learner = page;
  await login(learner, "employee@demo.local", undefined, "en", `/en/education/courses/${course.id}`);
  await expect(learner.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await learner.getByRole("button", { name: "Start the course" }).click();
  const quiz = learner.getByRole("region", { name: "Password quiz" });
  await expect(quiz.getByText("Pass mark 100%")).toBeVisible();
  // Until the start is read back, the test is shown read-only with Submit disabled: a click then changes nothing
  // (seen on a loaded machine), as it would for a person who clicked as fast.
  await expect(quiz.getByRole("button", { name: "Submit the test" })).toBeEnabled();
  await quiz.getByText("qwerty", { exact: true }).click();
  await expect(quiz.getByRole("radio", { name: "qwerty" })).toBeChecked();
  await expect(quiz.getByRole("status")).toHaveText("Answers saved");
  await checkA11y(learner, "course page: a test being filled");
  await quiz.getByRole("button", { name: "Submit the test" }).click();
  const attempts = quiz.getByRole("list", { name: "Your attempts: Password quiz" });
  await expect(attempts).toContainText("0% (0 of 1)");
  await expect(attempts).toContainText("Not passed");
  await quiz.getByText("correct-horse-battery-staple", { exact: true }).click();
  await quiz.getByRole("button", { name: "Submit the test" }).click();
  await expect(attempts).toContainText("100% (1 of 1)");
  await expect(quiz.getByRole("button", { name: "Submit the test" })).toHaveAccessibleDescription("You have passed this test");
  await checkA11y(learner, "course page: a test passed");
  // the feedback form is the last material: sending it passes the course
  const feedback = learner.getByRole("region", { name: "Your opinion" });
  await feedback.getByText("Yes, very", { exact: true }).click();
  await feedback.getByRole("button", { name: "Send" }).click();
  await expect(learner.getByRole("list", { name: "Assignment" })).toContainText("Passed");

  // the administrator's analytics tab shows both attempts
  await login(page, "admin@demo.local", undefined, "en", `/en/management/learning/courses/${course.id}`);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("list", { name: "People assigned and their progress" })).toContainText("2 of 2 done");
  await page.getByRole("tab", { name: "Tests" }).click();
  const list = page.getByRole("list", { name: "Test attempts" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("100% (1 of 1)");
  await expect(list.getByRole("listitem").first()).toContainText("Passed");
  await checkA11y(page, "course editor: analytics, tests");
  await page.getByRole("tab", { name: "Feedback" }).click();
  await expect(page.getByRole("list", { name: "Summary per question" })).toContainText("Yes, very: 1");
  await expect(page.getByRole("list", { name: "Answers per person" })).toContainText("Yes, very");
  await checkA11y(page, "course editor: analytics, feedback");
  await page.getByRole("tab", { name: "Certificates" }).click();
  const issued = page.getByRole("list", { name: "Certificates issued" });
  await expect(issued.getByRole("listitem")).toHaveCount(1);
  await expect(issued.getByRole("link", { name: /Verification page/ })).toHaveAttribute("href", /\/en\/verify\/certificate\/[0-9a-f-]{36}$/);
  await checkA11y(page, "course editor: analytics, certificates");
  // the course's certificate tab: the template granted, then cleared
  await page.getByRole("tab", { name: "Certificate", exact: true }).click();
  await expect(page.getByText(`Passing this course grants the certificate “${template.name}”`)).toBeVisible();
  await checkA11y(page, "course editor: certificate tab");
  await page.getByRole("button", { name: /Certificate template/ }).click();
  await page.getByRole("option", { name: "No certificate" }).click();
  await page.getByRole("button", { name: "Save certificate" }).click();
  await expect(page.getByText("Passing this course grants no certificate")).toBeVisible();
});
