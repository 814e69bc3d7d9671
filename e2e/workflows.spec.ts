// The workflow library (/workflows): folders created, renamed and removed; a track created with its start point,
// found by search, copied and moved through the folder picker, exported and imported back; the access page of a
// folder and of a track. axe runs on every page and dialog.
import type { Locator, Page } from "@playwright/test";
import { apiOf } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const content = (page: Page) => page.getByRole("region", { name: "Folder content" });
const row = (page: Page, name: string) => content(page).getByTestId("workflow-item").filter({ has: page.getByRole("link", { name, exact: true }) });
const choose = async (menu: Locator, name: string) => {
  const entry = menu.getByRole("menuitem", { name, exact: true });
  await entry.focus();
  await entry.press("Enter");
};
const menuOf = async (page: Page, name: string) => {
  // (a copy keeps its original's name: the first of them)
  await row(page, name).first().getByRole("button", { name: `Actions: ${name}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
};

const signIn = async (page: Page) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
};

test("folders and tracks: create, search, copy, move, export, import, remove", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const tag = `${Date.now() % 100000}`;
  await page.goto("/en/workflows");
  await expect(page.getByRole("heading", { level: 1, name: "Workflow library" })).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "workflow library");

  // a folder
  await page.getByRole("button", { name: "New folder" }).click();
  const folderDialog = page.getByRole("dialog", { name: "New folder" });
  await folderDialog.getByLabel("Name").fill(`Onboarding ${tag}`);
  await checkA11y(page, "new folder dialog");
  await folderDialog.getByRole("button", { name: "Create" }).click();
  await expect(row(page, `Onboarding ${tag}`)).toBeVisible();
  await content(page).getByRole("link", { name: `Onboarding ${tag}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Onboarding ${tag}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This folder has no tracks or folders yet" })).toBeVisible();
  const folderUrl = page.url();

  // a track in it, relative to day 1: the builder opens
  await page.getByRole("button", { name: "New track" }).click();
  const create = page.getByRole("dialog", { name: "New track" });
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByText("Enter a name")).toBeVisible();
  await create.getByLabel("Name").fill(`Welcome ${tag}`);
  await create.getByText("Growth track", { exact: true }).click();
  await expect(create.getByRole("radio", { name: "Growth track" })).toBeChecked();
  await checkA11y(page, "new track dialog");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome ${tag}` })).toBeVisible();
  await expect(page.getByTestId("track-state")).toHaveText("Draft");
  await expect(page.getByText("Growth track", { exact: true })).toBeVisible();
  await expect(page.getByText("Relative to: Day 1")).toBeVisible();

  // back in the folder: the track is listed; a search finds it from 3 characters
  await page.goto(folderUrl);
  await expect(row(page, `Welcome ${tag}`)).toHaveCount(1);
  await page.goto("/en/workflows");
  await page.getByRole("searchbox", { name: "Search tracks and folders" }).fill(`Welcome ${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
  await expect(row(page, `Welcome ${tag}`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search tracks and folders" }).fill("");

  // copy the track to the top, then move the copy back into the folder
  await page.goto(folderUrl);
  await choose(await menuOf(page, `Welcome ${tag}`), "Copy");
  const picker = page.getByRole("dialog", { name: `Copy “Welcome ${tag}”` });
  await picker.getByRole("row", { name: "Workflow library" }).click();
  await checkA11y(page, "copy picker");
  await picker.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Track copied successfully")).toBeVisible();
  await page.goto("/en/workflows");
  const copies = content(page).getByTestId("workflow-item").filter({ has: page.getByRole("link", { name: new RegExp(`Welcome ${tag}`) }) });
  await expect(copies).toHaveCount(1);
  const copyName = (await copies.getByRole("link").textContent()) ?? "";
  await choose(await menuOf(page, copyName), "Move");
  const mover = page.getByRole("dialog", { name: `Move “${copyName}”` });
  await mover.getByRole("row", { name: `Onboarding ${tag}` }).click();
  await mover.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Moved", { exact: true })).toBeVisible();
  await expect(row(page, copyName)).toHaveCount(0);
  await page.goto(folderUrl);
  await expect(row(page, `Welcome ${tag}`)).toHaveCount(2);

  // export the track, import the file back as a new draft
  const download = page.waitForEvent("download");
  await choose(await menuOf(page, `Welcome ${tag}`), "Export");
  const file = await (await download).path();
  await page.getByRole("button", { name: "Import" }).click();
  const importer = page.getByRole("dialog", { name: "Import a track" });
  await importer.locator('input[type="file"]').setInputFiles(file);
  await expect(importer.getByText(/Chosen file/)).toBeVisible();
  await checkA11y(page, "import dialog");
  await importer.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("track-state")).toHaveText("Draft");
  await page.goto(folderUrl);
  await expect(content(page).getByTestId("workflow-item").filter({ hasText: `Welcome ${tag}` })).toHaveCount(3);

  // remove the folder (it asks first, Cancel focused) with everything in it
  await page.goto("/en/workflows");
  await choose(await menuOf(page, `Onboarding ${tag}`), "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete the folder?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, `Onboarding ${tag}`)).toHaveCount(0);
});

test("rename a folder, and a stale rename names who changed it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = apiOf(page);
  const name = `Rename me ${Date.now() % 100000}`;
  const folder = await api<{ id: number; version: number }>("POST", "/api/createWorkflowFolder", { parent_folder_id: null, display_name: name });
  await page.goto("/en/workflows");
  await choose(await menuOf(page, name), "Rename");
  // (the dialog's title names the folder as it is now: after Reload, the colleague's name; the actions menu's popover,
  // also a dialog, may still be fading out as it opens)
  const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Name") });
  await expect(dialog).toHaveAccessibleName(`Rename “${name}”`);
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  // a colleague renames it meanwhile
  await api("POST", "/api/renameWorkflowFolder", { workflow_folder_id: folder.id, display_name: `${name} (theirs)`, expectedVersion: folder.version });
  await dialog.getByLabel("Name").fill(`${name} (mine)`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("stale-notice")).toBeVisible();
  await checkA11y(page, "stale rename");
  await dialog.getByRole("button", { name: "Reload" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue(`${name} (theirs)`);
  await dialog.getByLabel("Name").fill(`${name} (mine)`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row(page, `${name} (mine)`)).toBeVisible();
  await api("POST", "/api/removeWorkflowFolders", { folder_ids: [folder.id] });
});

test("the access pages of a folder and of a track", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = apiOf(page);
  const tag = `${Date.now() % 100000}`;
  const folder = await api<{ id: number }>("POST", "/api/createWorkflowFolder", { parent_folder_id: null, display_name: `Access ${tag}` });
  const track = await api<{ id: number }>("POST", "/api/workflows", {
    folder_id: folder.id, display_name: `Access track ${tag}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 5,
  });
  await page.goto(`/en/workflows/${folder.id}`);
  await page.getByRole("button", { name: "Folder actions" }).click();
  await choose(page.getByRole("menu"), "Access");
  await expect(page.getByRole("heading", { level: 1, name: `Access to the folder “Access ${tag}”` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("tab", { name: /Roles/ }).click();
  await page.getByRole("combobox", { name: "Add a role" }).fill("Employee");
  await page.getByRole("option", { name: "Employee", exact: true }).click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await checkA11y(page, "workflow folder access");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Access saved")).toBeVisible();

  // the track inherits the folder's entries
  await page.goto(`/en/workflows/access/workflow/${track.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Access to the track “Access track ${tag}”` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("note").filter({ hasText: `Access ${tag}` })).toBeVisible();
  await checkA11y(page, "track access");
  await api("POST", "/api/removeWorkflowFolders", { folder_ids: [folder.id] });
});
