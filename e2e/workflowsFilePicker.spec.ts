// The builder's library file picker (issue 15: "files picked from the library by kind"): a learning task picks a
// PDF from the library through the combobox (typed, then chosen), lists it, and saves with it; axe on the dialog.
import { apiOf } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

test("a learning task picks its file from the library by kind and saves with it", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const api = apiOf(page);
  const name = `Picker ${Date.now() % 100000}`;
  const track = await api<{ id: number }>("POST", "/api/workflows", {
    folder_id: null, display_name: name, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 5,
  });
  const pdfs = await api<{ items: { id: number; display_name: string }[] }>("GET", "/api/workflowLibraryFiles?kind=pdf&limit=5");
  expect(pdfs.items.length).toBeGreaterThan(0);
  const file = pdfs.items[0];

  await page.goto(`/en/workflow/${track.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add a task" }).click();
  await page.getByRole("menuitem", { name: "Learning" }).click();
  const dialog = page.getByRole("dialog", { name: "New task: Learning" });
  await expect(dialog.getByLabel("Task title")).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel("Start day").fill("0");
  await dialog.getByLabel("End day").fill("1");
  const picker = dialog.getByRole("combobox", { name: "Find a file in the library" });
  await picker.fill(file.display_name.slice(0, 4));
  const option = page.getByRole("option", { name: file.display_name });
  await expect(option).toBeVisible({ timeout: 20_000 });
  await option.click();
  const picked = dialog.getByTestId("task-files");
  await expect(picked.getByText(file.display_name, { exact: true })).toBeVisible();
  await expect(picked.getByText("PDF", { exact: true })).toBeVisible();
  await checkA11y(page, "task dialog with a picked library file");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  const saved = await api<{ items: { content: { files?: { library_file_id: number }[] } }[] }>("GET", `/api/workflowElements?workflow_id=${track.id}`);
  expect(saved.items[0].content.files?.map((f) => f.library_file_id)).toEqual([file.id]);
});
