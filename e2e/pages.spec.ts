import { appReady, checkA11y, expect, login, loginThroughForm, test } from "./fixtures";

test("shows the 404 page for an unknown address, in the address's language", async ({ page }) => {
  await page.goto("/no/such/page");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Эта страница не найдена");
  await expect(page.getByRole("button", { name: "Назад" })).toBeVisible();
  await checkA11y(page, "404 (ru)");
  await page.goto("/en/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await checkA11y(page, "404 (en)");
});

test("offers the main page on the 404 and 403 pages to a signed-in user", async ({ page }) => {
  await login(page, "manager@demo.local", undefined, "", "/en/nothing-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Go to the main page" }).click();
  await page.waitForURL("**/en/dashboard");
  await page.goto("/403");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Доступ запрещён");
  await checkA11y(page, "403 (ru)");
});

test("shows an invalid set-password link as such", async ({ page }) => {
  await page.goto("/en/confirmPassword/not-a-real-link");
  await appReady(page);
  await expect(page.getByText("Link is not active")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
  await checkA11y(page, "confirm password (en)");
});

test("sets a password through a link, with the policy checked, and is signed in by it", async ({ page }) => {
  // The accountant's id, then a reset link made by the administrator.
  await login(page, "accountant@demo.local", undefined, "en");
  const api = (path: string, body?: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const res = await fetch(p as string, {
          method: b === undefined ? "GET" : "POST",
          headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        return res.json();
      },
      [path, body] as const,
    );
  const { user } = await api("/api/getSessionData");
  await page.evaluate(() => localStorage.clear());
  await login(page, "admin@demo.local", undefined, "en");
  const { links } = await api("/api/resetUserPasswordBatch", { user_ids: [user.id] });
  await page.evaluate(() => localStorage.clear());

  await page.goto(`/en/confirmPassword/${links[0].uid}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set your password");
  await expect(page.getByText("accountant@demo.local")).toBeVisible();
  await checkA11y(page, "set password (en)");
  await page.getByLabel("New password", { exact: true }).fill("nodigits");
  await page.getByLabel("Repeat the new password").fill("nodigits");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("At least one digit must be used", { exact: false })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Linked-Pass-2026");
  await page.getByLabel("Repeat the new password").fill("Linked-Pass-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  // Setting the password signs the person in: their home opens.
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // The link works once; the new password signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/en/confirmPassword/${links[0].uid}`);
  await expect(page.getByText("This link has already been used.")).toBeVisible();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await loginThroughForm(page, "accountant@demo.local", "Linked-Pass-2026", "en");
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
