// The employee's way through a course in the browser: the demo employee opens their required course, sees that
// materials wait for the start (the reason beside the disabled buttons), starts it, marks each material done and sees
// the course passed, then in the profile's My courses; before that the administrator sees them assigned and opens
// (and keeps) the cancel of their assignment. Axe on each state and the keyboard walk of both pages.
import { appReady, checkA11y, expect as baseExpect, login, test } from "./fixtures";
import { keyboardWalk } from "./keyboardWalk";

const expect = baseExpect.configure({ timeout: 20_000 });
const MATERIALS = ["Правила паролей", "Как распознать фишинг", "Разбор примеров"];

test("the administrator sees who is assigned and may cancel an unfinished assignment", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await page.goto("/en/management/learning/courses");
  await page.getByRole("link", { name: "Информационная безопасность" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Информационная безопасность" })).toBeVisible();
  // a SCORM material is picked from the library's packages (the demo library has none: the form says where they come from)
  const form = page.getByRole("form", { name: "New material of “Пароли и доступы”" });
  await form.getByRole("button", { name: /Material type/ }).click();
  await page.getByRole("option", { name: "SCORM package" }).click();
  await expect(form.getByText("No SCORM packages in the library: upload one there first").or(form.getByRole("button", { name: /SCORM package from the library/ }))).toBeVisible();
  await checkA11y(page, "course editor: SCORM material");
  await page.getByRole("tab", { name: "Assignments" }).click();
  const people = page.getByRole("list", { name: "People assigned" });
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await expect(people).toContainText("Required");
  await checkA11y(page, "course editor: people assigned");
  const cancel = people.getByRole("button", { name: /^Cancel the assignment: / });
  if (await cancel.isVisible()) {
    // it cannot be undone: the dialog opens on the safe choice, which keeps the assignment
    await cancel.click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel the course assignment?" });
    await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
    await checkA11y(page, "course editor: cancel dialog");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeVisible();
  }
});

test("the employee marks the materials of their course done and passes it", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await page.goto("/en/education/courses");
  await page.getByRole("article", { name: "Информационная безопасность" }).getByRole("link", { name: "Информационная безопасность" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Информационная безопасность" })).toBeVisible();

  const start = page.getByRole("button", { name: "Start the course" });
  if (await start.isVisible()) {
    // before the start a material cannot be marked: the rule describes the disabled button
    const first = page.getByRole("button", { name: `Mark as done: ${MATERIALS[0]}` });
    await expect(first).toBeDisabled();
    await expect(first).toHaveAccessibleDescription("Start the course to mark materials done");
    await checkA11y(page, "course page: assigned");
    await start.click();
    await expect(start).toBeHidden();
  }
  await expect(page.getByRole("list", { name: "Assignment" })).toContainText("In progress");
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuetext", /of 3 materials finished/);
  await checkA11y(page, "course page: in progress");
  await keyboardWalk(page, { label: "course page" });

  // "Continue" takes focus to the first material not finished
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 3, name: MATERIALS[0] })).toBeFocused();

  for (const title of MATERIALS) {
    const section = page.getByRole("region", { name: title });
    const mark = section.getByRole("button", { name: `Mark as done: ${title}` });
    if (await mark.isVisible()) {
      await mark.press("Enter");
      await expect(mark).toBeHidden();
    }
    await expect(section.getByText("Done", { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("status").filter({ hasText: "You have passed this course" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Assignment" })).toContainText("Passed");
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuetext", "3 of 3 materials finished");
  await expect(page.getByRole("button", { name: /Mark as done/ })).toHaveCount(0);
  await checkA11y(page, "course page: passed");

  // the profile's My courses: state and progress of each
  await page.goto("/en/profile/myCourses");
  const card = page.getByRole("article", { name: "Информационная безопасность" });
  await expect(card).toContainText("Passed");
  await expect(card).toContainText("3 of 3 materials finished");
  await checkA11y(page, "profile: my courses");
  await keyboardWalk(page, { label: "profile: my courses" });
});
