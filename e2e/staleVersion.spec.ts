// Optimistic concurrency in the browser (issue 12 point 3): two people edit the same plan's goals at once. The
// second save was made on a stale screen: the page says who changed the goals and when, offers to reload, keeps
// the unsaved draft across the reload, and the save then goes through. The same for the shared documents of
// other areas: a library rename and access page, a group's settings (a colleague's change made through the API).
import { apiOf, launchPlanFor } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";

test("two people save the same goals: the second is told who changed them, reloads and saves", async ({ browser }) => {
  test.setTimeout(180_000);
  // the employee and their line manager both compose goals in this plan's role model
  const taskId = await launchPlanFor(browser, `Одновременно E2E ${Date.now()}`, { compose: ["self", "lineManager"] });
  const employee = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  await login(employee, "employee@demo.local");
  await apiOf(employee)("PUT", `/api/development/tasks/${taskId}/goals`, { goals: [{ title: "Исходная цель", weight: 100 }] });
  await login(manager, "manager@demo.local");

  await employee.goto(`/growth/development-plans/${taskId}`);
  await manager.goto(`/growth/development-plans/manager/${taskId}`);
  for (const page of [employee, manager]) {
    await page.getByRole("button", { name: "Изменить цели" }).click();
    await expect(page.getByLabel("Название цели").first()).toHaveValue("Исходная цель");
  }

  // The manager saves first.
  await manager.getByLabel("Название цели").first().fill("Цель руководителя");
  await manager.getByRole("button", { name: "Сохранить цели" }).click();
  await expect(manager.getByText("Цели сохранены")).toBeVisible();

  // The employee, still looking at the old goals, saves: refused, told who and when, draft kept.
  await employee.getByLabel("Название цели").first().fill("Цель сотрудника");
  await employee.getByRole("button", { name: "Сохранить цели" }).click();
  const notice = employee.getByRole("alert").filter({ hasText: "пока вы смотрели" });
  await expect(notice).toContainText("Игорь Петров изменил(а) это в");
  await expect(employee.getByLabel("Название цели").first()).toHaveValue("Цель сотрудника");
  await checkA11y(employee, "goals editor, stale save (ru)");

  // Reload: the goals as saved now are shown, the draft stays, and the save goes through.
  await notice.getByRole("button", { name: "Обновить" }).click();
  await expect(notice).toHaveCount(0);
  await expect(employee.getByRole("region", { name: "Сейчас в плане сохранено" })).toContainText("Цель руководителя — 100%");
  await expect(employee.getByLabel("Название цели").first()).toHaveValue("Цель сотрудника");
  await employee.getByRole("button", { name: "Сохранить цели" }).click();
  await expect(employee.getByText("Цели сохранены")).toBeVisible();
  await expect(employee.getByRole("heading", { level: 3, name: "Цель сотрудника" })).toBeVisible();
});

test("a library rename from a stale dialog: told who renamed it, Reload shows the new name, the rename then goes through", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  const api = apiOf(page);
  const name = `Общая E2E ${Date.now()}`;
  const { id } = await api<{ id: number }>("POST", "/api/createLibraryFolder", { parent_folder_id: null, display_name: name });
  await page.goto("/en/library");
  const row = page.getByRole("region", { name: "Folder content" }).getByTestId("library-item").filter({ has: page.getByText(name, { exact: true }) });
  await row.getByRole("button", { name: `Actions: ${name}` }).click();
  const entry = page.getByRole("menu").getByRole("menuitem", { name: "Rename", exact: true });
  await entry.focus();
  await entry.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Rename “${name}”` });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();

  // a colleague (the same administrator in another tab) renames the folder while the dialog is open
  const { version } = await api<{ version: number }>("GET", `/api/libraryFolderProperties?library_folder_id=${id}`);
  await api("POST", "/api/renameLibraryFolder", { library_folder_id: id, display_name: `${name} (коллега)`, expectedVersion: version });

  await dialog.getByLabel("Name").fill(`${name} (моё)`);
  await dialog.getByRole("button", { name: "Save" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "while you were looking" });
  await expect(notice).toContainText("Changed by Анна Смирнова");
  await checkA11y(page, "rename dialog, stale save");

  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(notice).toHaveCount(0);
  const fresh = page.getByRole("dialog", { name: `Rename “${name} (коллега)”` });
  await expect(fresh.getByLabel("Name")).toHaveValue(`${name} (коллега)`);
  await fresh.getByLabel("Name").fill(`${name} (моё)`);
  await fresh.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("region", { name: "Folder content" }).getByText(`${name} (моё)`, { exact: true })).toBeVisible();
});

test("a library move from a stale dialog: told who renamed the folder meanwhile, and it stays where it was", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  const api = apiOf(page);
  const stamp = Date.now();
  const name = `Переезд E2E ${stamp}`;
  const target = `Цель E2E ${stamp}`;
  const { id } = await api<{ id: number }>("POST", "/api/createLibraryFolder", { parent_folder_id: null, display_name: name });
  await api("POST", "/api/createLibraryFolder", { parent_folder_id: null, display_name: target });
  await page.goto("/en/library");
  const content = page.getByRole("region", { name: "Folder content" });
  const row = content.getByTestId("library-item").filter({ has: page.getByText(name, { exact: true }) });
  await row.getByRole("button", { name: `Actions: ${name}` }).click();
  const entry = page.getByRole("menu").getByRole("menuitem", { name: "Move", exact: true });
  await entry.focus();
  // the dialog reads the version it moves from: the colleague's change comes after that read
  const seen = page.waitForResponse((r) => r.url().includes(`libraryFolderProperties?library_folder_id=${id}`));
  await entry.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Move “${name}”` });
  await expect(dialog.getByRole("treegrid", { name: "Target folder" })).toBeVisible();
  await seen;

  // a colleague renames the folder while the user picks the target
  const { version } = await api<{ version: number }>("GET", `/api/libraryFolderProperties?library_folder_id=${id}`);
  await api("POST", "/api/renameLibraryFolder", { library_folder_id: id, display_name: `${name} (коллега)`, expectedVersion: version });

  await dialog.getByRole("row", { name: target }).click();
  await dialog.getByRole("button", { name: "Move here" }).click();
  await expect(page.getByText("while you were looking").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // not moved: still in the common folder, under the colleague's name once the page reloaded its content
  await expect(content.getByText(`${name} (коллега)`, { exact: true })).toBeVisible();
});

test("a group's settings saved on a stale page: told who changed the group, Reload shows their name, the save then goes through", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  const api = apiOf(page);
  const name = `Группа E2E ${Date.now()}`;
  const group = await api<{ id: number; version: number }>("POST", "/api/userGroups", { name, type: "static" });
  await page.goto(`/en/users/groups/${group.id}`);
  const form = page.getByRole("form", { name: "Settings" });
  await expect(form.getByLabel("Name")).toHaveValue(name);

  // a colleague renames the group while the page is open
  await api("PUT", `/api/userGroups/${group.id}`, { name: `${name} (коллега)`, type: "static", expectedVersion: group.version });

  await form.getByLabel("Description").fill("Моё описание");
  await form.getByRole("button", { name: "Save" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "while you were looking" });
  await expect(notice).toContainText("Changed by Анна Смирнова");
  await checkA11y(page, "group settings, stale save");

  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue(`${name} (коллега)`);
  await form.getByLabel("Description").fill("Моё описание");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully")).toBeVisible();
  const saved = await api<{ name: string; description: string }>("GET", `/api/userGroups/${group.id}`);
  expect(saved).toMatchObject({ name: `${name} (коллега)`, description: "Моё описание" });
});

test("a folder's access saved on a stale page: told who changed it, Reload shows their entries", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en");
  const api = apiOf(page);
  const { id } = await api<{ id: number }>("POST", "/api/createLibraryFolder", { parent_folder_id: null, display_name: `Доступ E2E ${Date.now()}` });
  const perms = `/api/libraryFolderUsersPermissions?library_folder_id=${id}`;
  const first = await api<{ version: number }>("GET", perms);
  const own = await api<{ version: number }>("PUT", perms, { library_folder_id: id, entries: [{ subject_kind: "role", subject_id: 3, level: 1 }], expectedVersion: first.version });
  await page.goto(`/en/library/access/folder/${id}`);
  await expect(page.getByRole("button", { name: "Inherit from the folder" })).toBeVisible();

  // another manager makes recruiters Editors while the page is open
  await api("PUT", perms, { library_folder_id: id, entries: [{ subject_kind: "role", subject_id: 3, level: 2 }], expectedVersion: own.version });

  await page.getByRole("button", { name: "Inherit from the folder" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "while you were looking" });
  await expect(notice).toContainText("Changed by Анна Смирнова");
  await checkA11y(page, "access page, stale save");
  expect((await api<{ entries: Array<{ level: number }> }>("GET", perms)).entries).toMatchObject([{ level: 2 }]);

  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(notice).toHaveCount(0);
  const recruiters = page.getByTestId("access-entry").filter({ hasText: "Recruiter" });
  await expect(recruiters.getByRole("button", { name: /Access level: Recruiter/ })).toContainText("Editor");
});
