import { checkA11y, expect, login, loginThroughForm, test } from "./fixtures";

test("changes the password, with policy errors by field, and signs in with the new one", async ({ page }) => {
  await login(page, "recruiter@demo.local");
  await page.getByRole("button", { name: "Меню пользователя" }).click();
  await page.getByRole("menuitem", { name: "Сменить пароль" }).click();
  const dialog = page.getByRole("dialog", { name: "Смена пароля" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "change password dialog");

  // The browser catches a mismatch; the server refuses a password that breaks the policy, under the field.
  await dialog.getByLabel("Текущий пароль").fill("Demo-2026!");
  await dialog.getByLabel("Новый пароль", { exact: true }).fill("short");
  await dialog.getByLabel("Повторите новый пароль").fill("shorter");
  await dialog.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(dialog.getByText("Пароли не совпадают")).toBeVisible();
  await dialog.getByLabel("Повторите новый пароль").fill("short");
  await dialog.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(dialog.getByText("Пароль слишком короткий", { exact: false })).toBeVisible();

  await dialog.getByLabel("Новый пароль", { exact: true }).fill("Fresh-Start-2026");
  await dialog.getByLabel("Повторите новый пароль").fill("Fresh-Start-2026");
  await dialog.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Пароль изменён")).toBeVisible();

  await page.getByRole("button", { name: "Меню пользователя" }).click();
  await page.getByRole("menuitem", { name: "Выйти" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Выйти" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await loginThroughForm(page, "recruiter@demo.local", "Fresh-Start-2026");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("asks before logging out, then goes to the home page of the current language", async ({ page }) => {
  await login(page, "functional@demo.local", undefined, "en");
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Log out?" });
  await expect(confirm).toBeVisible();
  await checkA11y(page, "logout confirmation");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  // Signed out for real: the app's pages send us back to sign in.
  await page.goto("/en/dashboard");
  await page.waitForURL((url) => url.pathname === "/en");
});
