// The track page: the builder (tasks added of a type, edited with field errors, reordered by keyboard and by mouse,
// copied and removed), a stale save naming who changed the task, publishing blocked with its reason and then
// allowed, and the settings tab. axe runs on the page and its dialogs.
import type { Page } from "@playwright/test";
import { type Api, apiOf } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";
import { dndKeysReady } from "./dnd";

const rows = (page: Page) => page.getByTestId("workflow-element");
const titles = (page: Page) => rows(page).locator("[data-title]").allTextContents();

/** A folder with a relative track (day 1) in it, for one test. */
const makeTrack = async (api: Api, name: string) => {
  const folder = await api<{ id: number }>("POST", "/api/createWorkflowFolder", { parent_folder_id: null, display_name: `${name} folder` });
  const track = await api<{ id: number }>("POST", "/api/workflows", {
    folder_id: folder.id, display_name: name, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 5,
  });
  return { folder: folder.id, track: track.id };
};
const addTask = (api: Api, track: number, title: string, start: number, end: number) =>
  api<{ id: number; version: number }>("POST", "/api/manageWorkflowElement", {
    element: { workflow_id: track, title, workflow_element_type_id: 2, start_date_rel: start, end_date_rel: end, content: { text: `${title}.` } },
  });

test("the builder: add, edit, reorder by keyboard and mouse, copy, remove; publish once nothing blocks it", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const api = apiOf(page);
  const name = `Builder ${Date.now() % 100000}`;
  const { folder, track } = await makeTrack(api, name);
  await page.goto(`/en/workflow/${track}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "The track has no tasks yet" })).toBeVisible();
  // nothing to publish yet: the button stays, disabled, with the reason beside it
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expect(page.getByTestId("publish-reasons")).toContainText("For publication, add a task");
  await checkA11y(page, "empty track");

  // a task of a type, refused without a title, then saved: 0 to 2 is three days
  await page.getByRole("button", { name: "Add a task" }).click();
  await page.getByRole("menuitem", { name: "Communication" }).click();
  const dialog = page.getByRole("dialog", { name: "New task: Communication" });
  // the type's template starts it (its name as the title): cleared, it is refused
  await expect(dialog.getByLabel("Task title")).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel("Task title").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter the task's title")).toBeVisible();
  await expect(dialog.getByLabel("Task title")).toBeFocused();
  await dialog.getByLabel("Task title").fill("Meet the team");
  await dialog.getByLabel("Start day").fill("0");
  await dialog.getByLabel("End day").fill("2");
  await dialog.getByLabel("Text").fill("Say hello to everyone.");
  await checkA11y(page, "task dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("3 days");
  await expect(rows(page).first()).toContainText("Employee");

  await addTask(api, track, "Read the handbook", 1, 1);
  await addTask(api, track, "Lunch", 2, 2);
  await page.reload();
  await expect(rows(page)).toHaveCount(3, { timeout: 20_000 });
  expect(await titles(page)).toEqual(["Meet the team", "Read the handbook", "Lunch"]);

  // keyboard: Space lifts, arrows move, Space drops; the order is saved
  const saved = page.waitForResponse((r) => r.url().includes("/api/workflowElementPositionsManage") && r.status() === 200);
  await page.getByRole("button", { name: "Move “Lunch”, position 3" }).focus();
  // each key after dnd-kit has answered the last (it measures the rows once a drag starts)
  const said = page.getByRole("status").filter({ hasText: /Lunch/ });
  await page.keyboard.press("Space");
  await expect(said).toContainText("Picked up “Lunch”, position 3 of 3");
  await dndKeysReady(page);
  await page.keyboard.press("ArrowUp");
  await expect(said).toContainText("“Lunch” moves to position 2 of 3");
  await page.keyboard.press("ArrowUp");
  await expect(said).toContainText("“Lunch” moves to position 1 of 3");
  await page.keyboard.press("Space");
  await saved;
  await expect.poll(() => titles(page)).toEqual(["Lunch", "Meet the team", "Read the handbook"]);
  await page.reload();
  await expect(rows(page)).toHaveCount(3, { timeout: 20_000 });
  expect(await titles(page)).toEqual(["Lunch", "Meet the team", "Read the handbook"]);

  // mouse: drag the last task's handle above the first
  const handle = page.getByRole("button", { name: "Move “Read the handbook”, position 3" });
  const from = await handle.boundingBox();
  const to = await rows(page).first().boundingBox();
  if (!from || !to) throw new Error("no boxes");
  const dropped = page.waitForResponse((r) => r.url().includes("/api/workflowElementPositionsManage") && r.status() === 200);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + (to.y + 4 - from.y) * (i / 10));
  await page.mouse.up();
  await dropped;
  await expect.poll(() => titles(page)).toEqual(["Read the handbook", "Lunch", "Meet the team"]);

  // copy goes right after the original; removal asks first
  await rows(page).nth(1).getByRole("button", { name: "Actions on the task “Lunch”" }).click();
  await page.getByRole("menuitem", { name: "Copy" }).click();
  // the menu closes after its action (its exit animation outlives the copy's answer on a loaded machine)
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(4);
  await expect.poll(() => titles(page)).toEqual(["Read the handbook", "Lunch", "Lunch", "Meet the team"]);
  await rows(page).nth(2).getByRole("button", { name: "Actions on the task “Lunch”" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the task?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Tasks" })).toBeFocused();

  // publish: it asks first, then the track is published
  await expect(page.getByRole("button", { name: "Publish" })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole("button", { name: "Publish" }).click();
  const ask = page.getByRole("alertdialog", { name: "Publish the track?" });
  await checkA11y(page, "publish confirmation");
  await ask.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("track-state")).toHaveText("Published");
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await api("POST", "/api/removeWorkflowFolders", { folder_ids: [folder] });
});

test("a stale task save names who changed it; the settings tab saves the track", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const api = apiOf(page);
  const name = `Stale ${Date.now() % 100000}`;
  const { folder, track } = await makeTrack(api, name);
  const task = await addTask(api, track, "Coffee", 0, 0);
  await page.goto(`/en/workflow/${track}`);
  await rows(page).first().locator("[data-title]").click();
  const dialog = page.getByRole("dialog", { name: "Task: Communication" });
  await expect(dialog.getByLabel("Task title")).toHaveValue("Coffee", { timeout: 20_000 });
  // a colleague saves the task meanwhile
  await api("PUT", "/api/manageWorkflowElement", {
    element: { id: task.id, workflow_id: track, title: "Coffee with the team", workflow_element_type_id: 2, start_date_rel: 0, end_date_rel: 0, content: { text: "Theirs." } },
    expectedVersion: task.version,
  });
  await dialog.getByLabel("Task title").fill("Coffee (mine)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("stale-notice")).toBeVisible();
  await checkA11y(page, "stale task");
  await dialog.getByRole("button", { name: "Reload" }).click();
  await expect(dialog.getByLabel("Task title")).toHaveValue("Coffee with the team");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/workflow/${track}/settings$`));
  const field = page.getByLabel("Name");
  await field.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a name")).toBeVisible();
  await field.fill(`${name} renamed`);
  await checkA11y(page, "track settings");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} renamed` })).toBeVisible();
  await api("POST", "/api/removeWorkflowFolders", { folder_ids: [folder] });
});
