// The shell's announcer (ui/a11y/announce.tsx): results that show only in place are read out through one polite
// live region, which a modal dialog leaves audible: an upload's refused files and its running total while the upload
// dialog is open, and an export started in the background.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { appReady, expect, login, test } from "./fixtures";

const announcer = (page: Page) => page.getByTestId("live-announcer");

/** Neither the region nor any ancestor is hidden from assistive technology or inert. */
const audible = (page: Page) =>
  announcer(page).evaluate((el) => el.getAttribute("aria-live") === "polite" && !el.closest('[aria-hidden="true"], [inert]'));

test.beforeEach(async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
});

/** Folders made here in the common folder: removed after each test, since library.spec counts that folder's folders. */
const scratch: number[] = [];
const scratchFolder = async (page: Page, name: string) => {
  const created = await callApi<{ id: number }>(page, "/api/createLibraryFolder", { parent_folder_id: null, display_name: `${name} ${Date.now()}` });
  expect(created.status).toBe(200);
  scratch.push(created.body.id);
  return created.body.id;
};
test.afterEach(async ({ page }) => {
  if (scratch.length) await callApi(page, "/api/removeLibraryFolders", { folder_ids: scratch.splice(0) });
});

test("an upload's refused file and its total are announced while the upload dialog is open", async ({ page }) => {
  await page.goto(`/en/library/${await scratchFolder(page, "Announced")}`);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upload files" });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("upload-files").setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    { name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ not really") },
  ]);
  await expect(dialog.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(announcer(page)).toHaveText(/^Uploaded 1 of 1 file/);
  expect(await audible(page), "the announcer stays audible beside the modal dialog").toBe(true);
});

test("an export started in the background is announced", async ({ page }) => {
  await page.goto("/en/users");
  await page.getByRole("button", { name: "Export to XLSX" }).click();
  await expect(announcer(page)).toHaveText("Preparing the file…");
  expect(await audible(page)).toBe(true);
});

test("a file refused on the spot is announced with its reason", async ({ page }) => {
  await page.goto(`/en/library/${await scratchFolder(page, "Refused")}`);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upload files" });
  await dialog.getByTestId("upload-files").setInputFiles([{ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
  await expect(announcer(page)).toHaveText(/^virus\.exe: Wrong file extension or format/);
});

test("a list says its count through a status region (role status, polite), the one that also says Loading…", async ({ page }) => {
  await page.goto("/en/library");
  const status = page.getByTestId("list-status");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(/^\d+ items?$/);
  await page.goto("/en/users");
  await expect(page.getByTestId("list-status")).toHaveText(/^\d+ rows?$/);
  await expect(page.getByTestId("list-status")).toHaveAttribute("role", "status");
});

test("a message shown only in place is announced through the shell's region: the branding's unsaved changes", async ({ page }) => {
  // useAnnounced (src/app/a11y/useAnnounced.ts): the note appears with its text, too late for a region of its own.
  await page.goto("/en/preferences/general/branding");
  const title = page.getByLabel("Platform title");
  await expect(title).not.toHaveValue("");
  await title.fill(`${await title.inputValue()} draft`);
  await expect(page.locator("main").getByText("You have unsaved changes")).toBeVisible();
  await expect(announcer(page)).toHaveText("You have unsaved changes");
  expect(await audible(page)).toBe(true);
});
