// Library upload and access pages: a whole folder uploaded with its structure (a wrong extension refused before
// sending), per-file and total progress, a large upload cancelled mid-way (nothing stored), and access setup: a
// user given Reader sees the folder but no Editor operations and cannot reach the access page.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const FIXTURES = fileURLToPath(new URL("../../shared/fixtures", import.meta.url));
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API with the page's session. */
const api = callApi;

type Content = { items: Array<{ id: number; display_name: string; type: "FOLDER" | "FILE" }> };
const content = async (page: Page, folderId: number) => (await api<Content>(page, `/api/libraryFolderContent?library_folder_id=${folderId}`)).body.items;
const createFolder = async (page: Page, name: string) => {
  const res = await api<{ id: number }>(page, "/api/createLibraryFolder", { parent_folder_id: null, display_name: name });
  expect(res.status).toBe(200);
  return res.body.id;
};

/** Slows uploads down in this page (Chromium's network emulation) so that progress and cancel can be seen. */
const throttle = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
};

const openUpload = async (page: Page, folderId: number) => {
  await page.goto(`/en/library/${folderId}`);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upload files" });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Progress values strictly between 0 and 100 seen per selector, sampled until `until` is true. */
const watchPartial = async (page: Page, selectors: string[], until: () => Promise<boolean>) => {
  const seen = selectors.map(() => new Set<number>());
  for (let i = 0; i < 600 && !(await until()); i++) {
    for (const [k, sel] of selectors.entries())
      for (const v of await page.locator(sel).evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-valuenow"))))) if (v > 0 && v < 100) seen[k].add(v);
    await page.waitForTimeout(50);
  }
  return seen;
};

test.beforeEach(async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
});

test("a folder uploads with its structure and progress; a wrong extension is refused before sending", async ({ page }) => {
  const name = `Uploads ${unique()}`;
  const folderId = await createFolder(page, name);
  const dir = mkdtempSync(path.join(tmpdir(), "stride-upload-"));
  mkdirSync(path.join(dir, "Docs", "2024"), { recursive: true });
  writeFileSync(path.join(dir, "Docs", "notes.txt"), "a".repeat(1_500_000));
  writeFileSync(path.join(dir, "Docs", "2024", "report.csv"), `name,value\n${"x,1\n".repeat(300_000)}`);
  copyFileSync(path.join(FIXTURES, "scorm", "ContentPackagingSingleSCO_SCORM12.zip"), path.join(dir, "Docs", "package.zip"));
  writeFileSync(path.join(dir, "Docs", "virus.exe"), "MZ not really");
  // What each upload request carried (XHR bodies with files are not visible to Playwright's request events).
  await page.addInitScript(() => {
    const w = window as unknown as { __uploads: string[][] };
    w.__uploads = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) w.__uploads.push([...body.entries()].map(([k, v]) => (v instanceof File ? `file:${v.name}` : `${k}=${v}`)));
      return send.call(this, body);
    };
  });
  const dialog = await openUpload(page, folderId);
  await checkA11y(page, "upload dialog");
  await throttle(page, 1_000_000);
  await dialog.getByTestId("upload-folder").setInputFiles(path.join(dir, "Docs"));

  const refused = dialog.getByTestId("upload-row").filter({ hasText: "virus.exe" });
  await expect(refused).toHaveAttribute("data-status", "refused");
  await expect(refused).toContainText("Wrong file extension or format");
  const total = dialog.getByRole("progressbar", { name: /^Uploaded \d+ of 3 files/ });
  await expect(total).toBeVisible();
  const settled = dialog.locator('[data-testid="upload-row"]:is([data-status="done"], [data-status="failed"])');
  const done = async () => (await settled.count()) === 3;
  const [perFile, totals] = await watchPartial(page, ['[data-testid="upload-row"] [role="progressbar"]', '[data-testid="upload-total"] [role="progressbar"]'], done);
  await expect(dialog.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(3, { timeout: 30_000 });
  await expect(total).toHaveAttribute("aria-valuenow", "100");
  expect(perFile.size, "per-file progress seen between 0 and 100").toBeGreaterThan(0);
  expect(totals.size, "total progress seen between 0 and 100").toBeGreaterThan(0);
  await checkA11y(page, "upload dialog after upload");

  const sent = await page.evaluate(() => (window as unknown as { __uploads: string[][] }).__uploads);
  expect(sent).toHaveLength(1);
  expect(sent[0].filter((p) => p.startsWith("file:")).sort()).toEqual(["file:notes.txt", "file:package.zip", "file:report.csv"]);
  expect(sent[0].join("\n")).not.toContain("virus.exe");
  expect(sent[0]).toContain(`library_folder_id=${folderId}`);
  expect(sent[0].find((p) => p.startsWith("folder_structure="))).toContain('"Docs/2024/report.csv"');

  const top = await content(page, folderId);
  const docs = top.find((i) => i.display_name === "Docs" && i.type === "FOLDER");
  expect(docs, "the picked folder is recreated").toBeTruthy();
  const inDocs = await content(page, docs!.id);
  expect(inDocs.map((i) => i.display_name).sort()).toEqual(["2024", "notes.txt", "package.zip"]);
  const y2024 = inDocs.find((i) => i.display_name === "2024")!;
  expect((await content(page, y2024.id)).map((i) => i.display_name)).toEqual(["report.csv"]);

  // The server's own refusal shows on the file: a zip whose manifest is no SCORM package.
  await dialog.getByTestId("upload-files").setInputFiles(path.join(FIXTURES, "scorm", "validscorm.zip"));
  const bad = dialog.getByTestId("upload-row").filter({ hasText: "validscorm.zip" });
  await expect(bad).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(bad).toContainText("The SCORM package is not valid");
  await checkA11y(page, "upload dialog with a server refusal");
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(page.getByRole("main").getByText("Docs", { exact: true }).first()).toBeVisible();
});

test("a large upload cancelled mid-way warns and stores nothing", async ({ page }) => {
  const folderId = await createFolder(page, `Cancel ${unique()}`);
  const dir = mkdtempSync(path.join(tmpdir(), "stride-upload-"));
  const big = path.join(dir, "large-video-notes.txt");
  writeFileSync(big, Buffer.alloc(60 * 1024 * 1024, "b"));
  const dialog = await openUpload(page, folderId);
  await throttle(page, 2_000_000);
  await dialog.getByTestId("upload-files").setInputFiles(big);
  const row = dialog.getByTestId("upload-row");
  const bar = row.getByRole("progressbar");
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 30_000 }).toBeGreaterThan(2);
  await row.getByRole("button", { name: "Cancel upload: large-video-notes.txt" }).click();
  await expect(row).toHaveAttribute("data-status", "canceled");
  await expect(row).toContainText("File upload canceled by the user");
  await expect(page.getByText("File upload canceled by the user").first()).toBeVisible();
  await checkA11y(page, "upload dialog after cancel");
  await page.waitForTimeout(1500);
  expect(await content(page, folderId)).toEqual([]);
});

test("one file of a running folder upload is cancelled, the rest is sent again; dropped files upload too", async ({ page }) => {
  const folderId = await createFolder(page, `Partial ${unique()}`);
  const dir = mkdtempSync(path.join(tmpdir(), "stride-upload-"));
  mkdirSync(path.join(dir, "Pack"));
  writeFileSync(path.join(dir, "Pack", "keep.txt"), Buffer.alloc(6 * 1024 * 1024, "k"));
  writeFileSync(path.join(dir, "Pack", "skip.txt"), Buffer.alloc(2 * 1024 * 1024, "s"));
  const dialog = await openUpload(page, folderId);
  const cdp = await throttle(page, 1_500_000);
  await dialog.getByTestId("upload-folder").setInputFiles(path.join(dir, "Pack"));
  const skip = dialog.getByTestId("upload-row").filter({ hasText: "skip.txt" });
  const keep = dialog.getByTestId("upload-row").filter({ hasText: "keep.txt" });
  await expect(keep).toHaveAttribute("data-status", "uploading", { timeout: 20_000 });
  await skip.getByRole("button", { name: "Cancel upload: Pack/skip.txt" }).click();
  await expect(skip).toHaveAttribute("data-status", "canceled");
  await expect(skip).toContainText("File upload canceled by the user");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(keep).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  const pack = (await content(page, folderId)).find((i) => i.display_name === "Pack");
  expect(pack, "the folder is created once").toBeTruthy();
  expect((await content(page, folderId)).filter((i) => i.display_name === "Pack")).toHaveLength(1);
  expect((await content(page, pack!.id)).map((i) => i.display_name)).toEqual(["keep.txt"]);

  // A file dropped on the dialog (a synthetic drop: Playwright cannot drag from the desktop).
  await dialog.getByTestId("upload-drop").evaluate((zone) => {
    const data = new DataTransfer();
    data.items.add(new File(["dropped by the test"], "dropped.txt", { type: "text/plain" }));
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(dialog.getByTestId("upload-row").filter({ hasText: "dropped.txt" })).toHaveAttribute("data-status", "done", { timeout: 20_000 });
  expect((await content(page, folderId)).map((i) => i.display_name).sort()).toEqual(["Pack", "dropped.txt"]);
});

const newUserPage = async (browser: Browser, email: string) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await login(page, email, undefined, "en");
  await appReady(page);
  return page;
};

test("admin gives a user Reader on a folder; the user sees it without Editor operations", async ({ page, browser }) => {
  const name = `Readers ${unique()}`;
  const folderId = await createFolder(page, name);
  const users = await api<{ items: Array<{ id: number; name: string }> }>(page, "/api/clientEntitiesShortInfo?entity_id=3");
  const employee = users.body.items.find((u) => u.name.includes("Соколов") && u.name.includes("Дмитрий"));
  expect(employee, "the demo employee").toBeTruthy();
  const who = employee as { id: number; name: string };

  await page.goto(`/en/library/access/folder/${folderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByTestId("access-priority")).toContainText("individual rights take priority");
  await checkA11y(page, "access page");
  await page.getByRole("tab", { name: /^Users/ }).click();
  await page.getByRole("combobox", { name: "Add a user" }).fill("Соколов");
  // Choosing a person adds them (the person picker has no separate Add button).
  await page.getByRole("option", { name: who.name }).first().click();
  const entry = page.getByTestId("access-entry").filter({ hasText: who.name });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("button", { name: new RegExp(`Access level: ${who.name}`) })).toContainText("Reader");
  await checkA11y(page, "access page with an entry");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Access saved").first()).toBeVisible();
  const saved = await api<{ entries: Array<{ subject_kind: string; subject_id: number; level: number }> }>(page, `/api/libraryFolderUsersPermissions?library_folder_id=${folderId}`);
  expect(saved.body.entries).toEqual([expect.objectContaining({ subject_kind: "user", subject_id: who.id, level: 1 })]);

  const reader = await newUserPage(browser, "employee@demo.local");
  await reader.goto("/en/library");
  await expect(reader.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
  await reader.goto(`/en/library/${folderId}`);
  await expect(reader.getByRole("heading", { level: 1 })).toContainText(name);
  await checkA11y(reader, "folder as a Reader");
  await expect(reader.getByRole("button", { name: "Upload", exact: true })).toHaveCount(0);
  await expect(reader.getByTestId("folder-access")).toHaveCount(0);
  const refused = await api(reader, `/api/libraryFolderUsersPermissions?library_folder_id=${folderId}`);
  expect(refused.status).toBe(403);
  await reader.goto(`/en/library/access/folder/${folderId}`);
  await reader.waitForURL(/\/403$/);
  // The address changes before the 403 page's chunk has rendered: axe reads the page once its heading is there.
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await checkA11y(reader, "403 page");
  await reader.context().close();
});

test("a subfolder shows the rights it inherits; saving makes them its own, and it can inherit again", async ({ page }) => {
  const top = await content(page, 1);
  const onboarding = top.find((i) => i.display_name === "Адаптация");
  expect(onboarding, "the demo onboarding folder").toBeTruthy();
  const firstDay = (await content(page, onboarding!.id)).find((i) => i.display_name === "Первый день");
  expect(firstDay, "its first-day subfolder").toBeTruthy();
  const perms = (id: number) => api<{ inherited_from: number | null; entries: Array<{ subject_id: number; level: number }> }>(page, `/api/libraryFolderUsersPermissions?library_folder_id=${id}`);

  await page.goto(`/en/library/access/folder/${firstDay!.id}`);
  await expect(page.getByRole("note").filter({ hasText: "the rights of the folder “Адаптация” apply" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Roles (3)" })).toHaveAttribute("aria-selected", "true");
  const employees = page.getByTestId("access-entry").filter({ hasText: "Employee" });
  await employees.getByRole("button", { name: /Access level: Employee/ }).click();
  await page.getByRole("option", { name: "Editor", exact: true }).click();
  await checkA11y(page, "access page, inherited rights");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Access saved").first()).toBeVisible();
  const own = await perms(firstDay!.id);
  expect(own.body.inherited_from).toBeNull();
  expect(own.body.entries.find((e) => e.subject_id === 9)?.level).toBe(2);

  await page.getByRole("button", { name: "Inherit from the folder" }).click();
  await expect(page.getByRole("note").filter({ hasText: "Адаптация" })).toBeVisible();
  expect((await perms(firstDay!.id)).body.inherited_from).toBe(onboarding!.id);
});
