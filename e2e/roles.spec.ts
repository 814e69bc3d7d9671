// Roles: a custom role is edited (a section turned off) and the side menu of a signed-in user holding that role
// changes after a reload. The test makes its own role and gives it to the otherwise unused buddy@demo.local.
import { type Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const api = async (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("authToken")}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );

/** A react-aria checkbox toggles through its label (the input itself is visually hidden). */
const toggle = (page: Page, name: string) => page.getByRole("checkbox", { name }).locator("xpath=ancestor::label[1]").click();

const usersLink = (page: Page) => page.getByRole("navigation").getByRole("link", { name: "Users", exact: true });

test("turning a section off in a custom role changes its users' menu", async ({ page, browser }) => {
  const id = Date.now().toString(36);
  await login(page, "admin@demo.local", undefined, "en", "/en/users/roles");
  await expect(page.getByRole("gridcell", { name: "Onboarding buddy" })).toBeVisible();
  await checkA11y(page, "roles list");
  await page.getByRole("button", { name: "New role" }).click();
  const dialog = page.getByRole("dialog", { name: "New custom role" });
  await dialog.getByLabel("Name in English").fill(`E2E role ${id}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/en\/users\/roles\/\d+$/);
  const roleId = Number(new URL(page.url()).pathname.split("/").pop());

  await toggle(page, "Users: Access");
  await expect(page.getByRole("checkbox", { name: "Users: Access" })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully")).toBeVisible();
  await checkA11y(page, "custom role");

  // give the role to buddy@demo.local
  const hit = await api(page, "POST", "/api/extendedUserFilter", { value: "buddy@demo.local" });
  const buddy = (hit.json as { rows: { id: number; email: string }[] }).rows.find((r) => r.email === "buddy@demo.local");
  expect(buddy).toBeTruthy();
  expect((await api(page, "PUT", `/api/users/${buddy?.id}`, { custom_role_id: roleId })).status).toBe(200);

  const other = await browser.newContext();
  const buddyPage = await other.newPage();
  await login(buddyPage, "buddy@demo.local", undefined, "en");
  await appReady(buddyPage);
  await expect(usersLink(buddyPage)).toBeVisible();

  await toggle(page, "Users: Access");
  await expect(page.getByRole("checkbox", { name: "Users: Access" })).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes(`/api/customUserRoles/${roleId}`) && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);

  await buddyPage.reload();
  await appReady(buddyPage);
  await expect(buddyPage.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(usersLink(buddyPage)).toHaveCount(0);
  await other.close();
});

test("system roles are read-only with localised names", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "", "/users/roles/system-4");
  await expect(page.getByRole("heading", { level: 1, name: "Помощник по адаптации" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Пользователи: Доступ/ })).toHaveAttribute("aria-readonly", "true");
  await checkA11y(page, "system role");
});
