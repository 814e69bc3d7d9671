import { appReady, checkA11y, expect, loginThroughForm, test } from "./fixtures";

test.describe("sign-in", () => {
  test("signs in in Russian by default, with localized validation and errors", async ({ page }) => {
    await page.goto("/");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Добро пожаловать");
    await checkA11y(page, "login (ru)");

    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByText("Введите электронную почту")).toBeVisible();
    await expect(page.getByText("Введите пароль")).toBeVisible();
    await page.locator('input[name="email"]').fill("not-an-email");
    await expect(page.getByText("Введите корректный адрес электронной почты")).toBeVisible();

    await page.locator('input[name="email"]').fill("employee@demo.local");
    await page.locator('input[name="password"]').fill("Wrong-password-1");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("alert")).toContainText("Введите корректные Email и пароль");
    await checkA11y(page, "login error (ru)");

    await page.locator('input[name="password"]').fill("Demo-2026!");
    await page.getByRole("button", { name: "Войти" }).click();
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Дмитрий");
    await expect(page.getByRole("navigation", { name: "Главное меню" })).toBeVisible();
    await checkA11y(page, "dashboard (ru)");
  });

  test("switches the login page to English and French", async ({ page }) => {
    await page.goto("/");
    await appReady(page);
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL("**/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await checkA11y(page, "login (en)");

    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL("**/fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bon retour");
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await checkA11y(page, "login (fr)");

    // The choice is remembered: the bare address opens in French.
    await page.goto("/");
    await page.waitForURL("**/fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bon retour");
  });

  test("sends a signed-out visitor to sign in and back to the page they asked for", async ({ page }) => {
    await page.goto("/en/settings/ui-gallery");
    await page.waitForURL((url) => url.pathname === "/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await loginThroughForm(page, "admin@demo.local", undefined, "en");
    await page.waitForURL("**/en/settings/ui-gallery");
    await expect(page.getByRole("link", { name: "Interface gallery" })).toHaveAttribute("aria-current", "page");
    // the menu marks the page before its lazy content has rendered: axe reads the page once its heading is there
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
    await checkA11y(page, "ui gallery (en)");
  });

  test("sends a signed-in user from the login page to their home, and a refused page to the first allowed one", async ({ page }) => {
    await loginThroughForm(page, "mentor@demo.local");
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    // A mentor has no system settings: the gallery is not in the menu and its address leads home.
    await expect(page.getByRole("link", { name: "Галерея интерфейса" })).toHaveCount(0);
    await page.goto("/settings/ui-gallery");
    await page.waitForURL("**/dashboard");
  });
});
