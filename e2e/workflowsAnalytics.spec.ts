// A track's analytics tab (issue 15) and its sub-tabs: each task's copies by state across the people who get the
// track, each person's tasks, the SCORM and tests lists' empty states until someone plays or completes one, the
// people with their progress; on the demo track the employee's test question by question with its correctness; axe on
// every sub-tab and the answers dialog; a form task's answers downloaded as a zip (downloadFormData).
import type { Browser } from "@playwright/test";
import { apiOf, callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

/** The demo track's id, as its employee's track list gives it. */
const demoTrackId = async (browser: Browser) => {
  const employee = await browser.newPage();
  await login(employee, "employee@demo.local", undefined, "en");
  await appReady(employee);
  const tracks = await callApi<{ items: { workflow_id: number; display_name: string }[] }>(employee, "/api/userTracks", {});
  await employee.close();
  return tracks.body.items.find((t) => t.display_name === "Welcome to Demo")!.workflow_id;
};

test("the analytics tab counts the track's tasks by state across its people", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const api = apiOf(page);
  const tag = `${Date.now() % 100000}`;
  const today = new Date().toISOString().slice(0, 10);
  const people = await Promise.all(["a", "b"].map((x) =>
    api<{ id: number }>("POST", "/api/users", { email: `stats-${x}-${tag}@demo.local`, first_name: "Stat", last_name: `${x.toUpperCase()} ${tag}`, hire_date: today })));
  const track = await api<{ id: number }>("POST", "/api/workflows", {
    folder_id: null, display_name: `Analysed track ${tag}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  await api("POST", "/api/manageWorkflowElement", {
    element: { workflow_id: track.id, title: "Meet the team", workflow_element_type_id: 2, start_date_rel: 0, end_date_rel: 2, content: { text: "Hello" } },
  });
  await api("POST", "/api/manageWorkflowElement", {
    element: { workflow_id: track.id, title: "Sign the papers", workflow_element_type_id: 1, start_date_rel: 10, end_date_rel: 12, content: { text: "Sign" } },
  });
  await api("POST", "/api/publishWorkflow", { library_file_id: track.id });
  await api("POST", "/api/batchEntitiesProfileProcessing", {
    operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track.id, target_object_ids: people.map((p) => p.id),
  });

  await page.goto(`/en/workflow/${track.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Analysed track ${tag}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/workflow/${track.id}/analytics$`));
  await expect(page.getByTestId("analytics-people")).toHaveText("2 people are on the track");
  const table = page.getByRole("grid", { name: "Activities" });
  const meet = table.getByRole("row", { name: /Meet the team/ });
  // columns: task, type, planned, available, in progress, overdue, completed, total, answers (form tasks only)
  await expect(meet.getByRole("gridcell")).toHaveText(["Communication", "0", "2", "0", "0", "0", "2", ""]);
  await expect(table.getByRole("row", { name: /Sign the papers/ }).getByRole("gridcell")).toHaveText(["Content", "2", "0", "0", "0", "0", "2", ""]);
  await checkA11y(page, "track analytics tab");

  const sub = page.getByRole("tablist", { name: "Analytics sections" });
  await sub.getByRole("tab", { name: "Activities by users" }).click();
  const byUsers = page.getByTestId("analytics-by-users");
  await expect(byUsers.getByRole("listitem").filter({ hasText: `A ${tag}` }).first()).toContainText("0 of 2 done");
  const tasksOfA = byUsers.getByRole("list", { name: new RegExp(`Tasks of .*A ${tag}`) }).getByRole("listitem");
  await expect(tasksOfA).toHaveCount(2);
  await expect(tasksOfA.nth(0)).toContainText("Meet the team");
  await expect(tasksOfA.nth(0)).toContainText("Available, not started");
  await expect(tasksOfA.nth(1)).toContainText("Sign the papers");
  await expect(tasksOfA.nth(1)).toContainText("Planned");
  await checkA11y(page, "track analytics by users");

  await sub.getByRole("tab", { name: "SCORM" }).click();
  await expect(page.getByRole("heading", { name: "Nobody has started the track's SCORM content yet" })).toBeVisible();
  await checkA11y(page, "track analytics SCORM");

  await sub.getByRole("tab", { name: "Tests", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Nobody has completed the track's tests yet" })).toBeVisible();
  await checkA11y(page, "track analytics tests");

  await sub.getByRole("tab", { name: "Users", exact: true }).click();
  const users = page.getByTestId("analytics-users");
  await expect(users.getByRole("listitem")).toHaveCount(2);
  await expect(users.getByRole("listitem").first()).toContainText("0 of 2 completed · 0 in progress · 1 available · 0 overdue · 1 planned");
  await checkA11y(page, "track analytics users");
});

test("the demo track's analytics show the employee's progress and test answers with their correctness", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const welcome = await demoTrackId(browser);

  await login(page, "admin@demo.local", undefined, "en", `/en/workflow/${welcome}/analytics`);
  await expect(page.getByRole("grid", { name: "Activities" })).toBeVisible({ timeout: 20_000 });
  const sub = page.getByRole("tablist", { name: "Analytics sections" });
  // keyboard: the sub-tabs move with the arrow keys
  await sub.getByRole("tab", { name: "Activities", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(sub.getByRole("tab", { name: "Activities by users" })).toBeFocused();
  await page.keyboard.press("Enter");
  const completedSafety = page.getByTestId("analytics-by-users").getByRole("listitem").filter({ hasText: "Тест по безопасности" }).first();
  await expect(completedSafety).toContainText("Completed");
  await checkA11y(page, "demo track analytics by users");

  await sub.getByRole("tab", { name: "Tests", exact: true }).click();
  const result = page.getByTestId("analytics-tests").getByRole("listitem").filter({ hasText: "Тест по безопасности" }).first();
  await expect(result).toContainText("2 of 2 correct (100%)");
  await result.getByRole("button", { name: /^Answers of .* to “Тест по безопасности”$/ }).click();
  const dialog = page.getByRole("dialog");
  const answers = dialog.getByTestId("test-answers").getByRole("listitem");
  await expect(answers).toHaveCount(2);
  await expect(answers.filter({ hasText: "Куда идти при пожарной тревоге?" })).toContainText("Answer: К ближайшему выходу");
  await expect(answers.filter({ hasText: "Что нельзя передавать коллегам?" })).toContainText("Answer: Пароль; Пропуск");
  await expect(answers.getByText("Right")).toHaveCount(2);
  await checkA11y(page, "demo track test answers dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await sub.getByRole("tab", { name: "Users", exact: true }).click();
  await expect(page.getByTestId("analytics-users").getByRole("listitem").first()).toContainText(/\d+ of \d+ completed/);
  await checkA11y(page, "demo track analytics users");
  await sub.getByRole("tab", { name: "SCORM" }).click();
  await expect(page.getByRole("heading", { name: "Nobody has started the track's SCORM content yet" })).toBeVisible();
});

test("the administrator downloads the answers to a form task of the demo track", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const welcome = await demoTrackId(browser);

  await login(page, "admin@demo.local", undefined, "en", `/en/workflow/${welcome}/analytics`);
  const row = page.getByRole("grid", { name: "Activities" }).getByRole("row", { name: /Анкета новичка/ });
  const button = row.getByRole("button", { name: "Download the answers to “Анкета новичка”" });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "track analytics with form downloads");
  const download = page.waitForEvent("download");
  await button.click();
  expect((await download).suggestedFilename()).toBe("Анкета новичка.zip");
});
