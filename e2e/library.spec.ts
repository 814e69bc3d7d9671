// The library browse pages on the demo library (src/server/seed/library.ts): the tree and the content with its
// groups, natural order and hidden images; search from 3 characters; move with the tree picker; favourites under
// their root; a Reader's menu without the operations the server refuses; properties, new folder, rename, remove,
// share links and a PDF opened in the browser. axe runs on every page and dialog.
import type { Locator, Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const content = (page: Page) => page.getByRole("region", { name: "Folder content" });
const tree = (page: Page) => page.getByRole("treegrid", { name: "Folder tree" });
const row = (page: Page, name: string) => content(page).getByTestId("library-item").filter({ has: page.getByText(name, { exact: true }) });

/** Opens an item's context menu and answers it. */
const menuOf = async (page: Page, name: string) => {
  await row(page, name).getByRole("button", { name: `Actions: ${name}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
};

/** Chooses a menu entry with the keyboard (a click can land elsewhere while the popover still settles). */
const choose = async (menu: Locator, name: string) => {
  const entry = menu.getByRole("menuitem", { name, exact: true });
  await entry.focus();
  await entry.press("Enter");
};

const openFolder = async (page: Page, name: string) => {
  await content(page).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

const signIn = async (page: Page, email: string) => {
  await login(page, email, undefined, "en");
  await appReady(page);
};

test("the tree and the content: groups with counts, natural order, hidden images, breadcrumbs", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/en/library");
  await expect(page.getByRole("heading", { level: 1, name: "Common folder" })).toBeVisible();
  for (const root of ["Common folder", "Files in tracks", "Available to me", "Favourites"]) await expect(tree(page).getByRole("row", { name: root })).toBeVisible();
  await expect(content(page).getByRole("heading", { name: /Folders/ })).toContainText("3");
  await checkA11y(page, "library common folder");

  // The tree opens a folder too; its content lists folders first, then media, with the hidden image left out.
  await tree(page).getByRole("row", { name: "Адаптация" }).click();
  await expect(page).toHaveURL(/\/en\/library\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Адаптация" })).toBeVisible();
  await expect(row(page, "Логотип компании")).toBeVisible();
  await expect(row(page, "Фон для презентаций")).toHaveCount(0);
  await expect(content(page).getByRole("heading", { name: /Media/ })).toContainText("1");

  await openFolder(page, "Регламенты");
  const order = await content(page).getByTestId("library-item").locator("button[type=button]:not([aria-label^=Actions])").allTextContents();
  expect(order).toEqual(["Регламент 1", "Регламент 2", "Регламент 10"]);
  await expect(page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Адаптация" })).toBeVisible();
  await checkA11y(page, "library folder");

  await page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Адаптация" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Адаптация" })).toBeVisible();

  // An unknown folder shows its own state, not an error page.
  await page.goto("/en/library/999999");
  await expect(page.getByText("The folder does not exist or you have no access to it")).toBeVisible();
  await checkA11y(page, "library unknown folder");
});

test("search applies from 3 characters, case-insensitive", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/en/library");
  const box = page.getByRole("searchbox", { name: "Search the library" });
  await box.fill("ре");
  await expect(page.getByText("Type at least 3 characters")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Common folder" })).toBeVisible();
  await box.fill("РЕГЛ");
  await expect(page.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
  await expect(row(page, "Регламенты")).toBeVisible();
  await expect(row(page, "Регламент 10")).toBeVisible();
  await expect(row(page, "Адаптация")).toHaveCount(0);
  await checkA11y(page, "library search results");
  await box.fill("zzzqqq");
  await expect(page.getByText("Nothing found")).toBeVisible();
  await box.fill("");
  await expect(page.getByRole("heading", { level: 1, name: "Common folder" })).toBeVisible();
});

test("a file moves with the tree picker and appears in the target folder", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/en/library");
  await openFolder(page, "Продажи");
  await choose(await menuOf(page, "Скрипты продаж"), "Move");
  const dialog = page.getByRole("dialog", { name: "Move “Скрипты продаж”" });
  await expect(dialog.getByRole("treegrid", { name: "Target folder" })).toBeVisible();
  await checkA11y(page, "move dialog");
  await dialog.getByRole("row", { name: "Черновики" }).click();
  await dialog.getByRole("button", { name: "Move here" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Moved successfully")).toBeVisible();
  await expect(row(page, "Скрипты продаж")).toHaveCount(0);
  await tree(page).getByRole("row", { name: "Черновики" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Черновики" })).toBeVisible();
  await expect(row(page, "Скрипты продаж")).toBeVisible();
});

test("favourites: added, listed under the favourites root, removed", async ({ page }) => {
  await signIn(page, "employee@demo.local");
  await page.goto("/en/library");
  await openFolder(page, "Адаптация");
  await openFolder(page, "Первый день");
  await choose(await menuOf(page, "Памятка новичка"), "Add to favourites");
  await expect(page.getByText("File added to favourites")).toBeVisible();
  await expect(row(page, "Памятка новичка").getByText("Favourite")).toBeVisible();

  await tree(page).getByRole("row", { name: "Favourites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
  await expect(row(page, "Памятка новичка")).toBeVisible();
  await checkA11y(page, "favourites");
  await choose(await menuOf(page, "Памятка новичка"), "Remove from favourites");
  await expect(page.getByText("File removed from favourites")).toBeVisible();
  await expect(row(page, "Памятка новичка")).toHaveCount(0);
  await expect(page.getByText("This folder is empty")).toBeVisible();
});

test("a Reader's menu shows only what the server allows", async ({ page }) => {
  await signIn(page, "employee@demo.local");
  await page.goto("/en/library");
  // The employee reads onboarding only: sales and drafts are not in the tree.
  await expect(tree(page).getByRole("row", { name: "Адаптация" })).toBeVisible();
  await expect(tree(page).getByRole("row", { name: "Продажи" })).toHaveCount(0);
  await openFolder(page, "Адаптация");
  await expect(page.getByRole("button", { name: "New folder" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
  const menu = await menuOf(page, "Регламенты");
  const items = await menu.getByRole("menuitem").allTextContents();
  expect(items).toEqual(["Open", "Copy", "Add to favourites", "Properties"]);
  await checkA11y(page, "reader menu");
  await page.keyboard.press("Escape");

  // An Editor-level user (manager) gets the writing operations on the same folder.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "manager@demo.local");
  await page.goto("/en/library");
  await openFolder(page, "Адаптация");
  const editor = await (await menuOf(page, "Регламенты")).getByRole("menuitem").allTextContents();
  expect(editor).toEqual(expect.arrayContaining(["Download as ZIP", "Rename", "Move", "Copy"]));
  expect(editor).not.toContain("Access settings");
  expect(editor).not.toContain("Delete");
});

test("new folder, rename, properties, share link and removal", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/en/library");
  await openFolder(page, "Черновики");
  await page.getByRole("button", { name: "New folder" }).click();
  const create = page.getByRole("dialog", { name: "New folder" });
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByText("Enter a name")).toBeVisible();
  await checkA11y(page, "new folder dialog");
  await create.getByLabel("Name").fill("Черновик 2");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Folder created successfully")).toBeVisible();
  await expect(row(page, "Черновик 2")).toBeVisible();

  await choose(await menuOf(page, "Черновик 2"), "Rename");
  const rename = page.getByRole("dialog", { name: "Rename “Черновик 2”" });
  await rename.getByLabel("Name").fill("Черновик 3");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(row(page, "Черновик 3")).toBeVisible();

  await choose(await menuOf(page, "Черновик 3"), "Properties");
  const props = page.getByRole("dialog", { name: "Properties of “Черновик 3”" });
  await expect(props.getByText("Анна Смирнова")).toBeVisible();
  await checkA11y(page, "properties dialog");
  await props.getByRole("button", { name: "Close" }).first().click();

  await choose(await menuOf(page, "Черновик 3"), "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete the folder?" });
  await checkA11y(page, "remove dialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Folder deleted")).toBeVisible();
  await expect(row(page, "Черновик 3")).toHaveCount(0);

  // Share links of a PDF: create, listed, revoke.
  await page.goto("/en/library");
  await openFolder(page, "Адаптация");
  await openFolder(page, "Первый день");
  await choose(await menuOf(page, "Памятка новичка"), "Share link");
  const share = page.getByRole("dialog", { name: "Links to “Памятка новичка”" });
  await expect(share.getByText("No links yet", { exact: false })).toBeVisible();
  await share.getByRole("button", { name: "Create a link" }).click();
  await expect(share.getByRole("list", { name: "Active links" }).getByRole("listitem")).toHaveCount(1);
  const url = await share.locator("code").textContent();
  expect(url).toMatch(/\/api\/shareFiles\/[\w-]+$/);
  const shared = await page.request.get(url ?? "");
  expect(shared.status()).toBe(200);
  await checkA11y(page, "share dialog");
  await share.getByRole("button", { name: "Revoke" }).click();
  await expect(share.getByText("No links yet", { exact: false })).toBeVisible();
  expect((await page.request.get(url ?? "")).status()).toBe(404);
  await share.getByRole("button", { name: "Close" }).first().click();

  // Downloads: a file as itself, a folder as a zip.
  const fileDownload = page.waitForEvent("download");
  await choose(await menuOf(page, "Памятка новичка"), "Download");
  expect((await fileDownload).suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Адаптация" }).click();
  const zip = page.waitForEvent("download");
  await choose(await menuOf(page, "Первый день"), "Download as ZIP");
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
  await openFolder(page, "Первый день");

  // A PDF opens in a new tab as a PDF, and the opening is logged (properties count it). The tab receives the file's
  // bytes as a blob: Chromium's PDF viewer shows it there; the headless shell the suite runs (no viewer) saves the same
  // blob as a download. Both are watched from the tab's creation on: the download can start before `popup` resolves.
  const shown = new Promise<string>((resolve) =>
    page.context().once("page", (tab) => {
      tab.once("download", (d) => resolve(d.url()));
      tab.on("framenavigated", (f) => f === tab.mainFrame() && f.url().startsWith("blob:") && resolve(f.url()));
    }),
  );
  const popup = page.waitForEvent("popup");
  await row(page, "Памятка новичка").getByRole("button", { name: "Open the file “Памятка новичка”" }).click();
  const tab = await popup;
  expect(await Promise.race([shown, new Promise((r) => setTimeout(() => r("nothing within 20 s"), 20_000))])).toMatch(/^blob:/);
  if (!tab.isClosed()) await tab.close();
  await choose(await menuOf(page, "Памятка новичка"), "Properties");
  const fileProps = page.getByRole("dialog", { name: "Properties of “Памятка новичка”" });
  await expect(fileProps.getByRole("definition").filter({ hasText: /^1$/ })).toBeVisible();
});

test("a long folder loads its next pages on scroll", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { id: number };
  };
  const parent = await post("createLibraryFolder", { parent_folder_id: null, display_name: "Архив" });
  for (let i = 1; i <= 230; i++) await post("createLibraryFolder", { parent_folder_id: parent.id, display_name: `Папка ${i}` });
  await page.goto(`/en/library/${parent.id}`);
  await expect(content(page).getByRole("heading", { name: /Folders/ })).toContainText("230");
  await expect(content(page).getByTestId("library-item")).toHaveCount(200);
  await content(page).getByTestId("library-item").last().scrollIntoViewIfNeeded();
  await expect(content(page).getByTestId("library-item")).toHaveCount(230);
  await expect(content(page).getByTestId("library-item").last()).toContainText("Папка 230");
  await expect(content(page).getByTestId("library-item").nth(1)).toContainText("Папка 2");
  await checkA11y(page, "long folder");
});
