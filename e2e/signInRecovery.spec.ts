// Signing in when it goes wrong (issue 40): a lockout closes the form for the locked account only, the attempts left
// show from the second wrong password on, and "Forgot password?" mails a link through the SMTP sink (started here)
// that signs the person in once; an unknown e-mail gets the same answer, and the requests per e-mail are limited.
import type { Browser, Page } from "@playwright/test";
import { decodeMime, type SmtpSink, startSmtpSink } from "../tests/smtpSink";
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const Texts = {
  "": {
    wrong: "Введите корректные Email и пароль", left3: "Осталось 3 попытки", locked: (who: string) => `Вход для ${who} закрыт до`,
    submit: "Войти", forgot: "Забыли пароль?", send: "Прислать ссылку", sent: "мы отправили на него ссылку", limit: "Слишком много запросов на восстановление пароля",
  },
  en: {
    wrong: "Enter correct Email and password", left3: "3 attempts left", locked: (who: string) => `Sign-in for ${who} is locked until`,
    submit: "Sign in", forgot: "Forgot password?", send: "Send the link", sent: "we have sent it a link", limit: "Too many password reset requests",
  },
  fr: {
    wrong: "Saisissez un e-mail et un mot de passe corrects", left3: "3 tentatives restantes", locked: (who: string) => `La connexion de ${who} est bloquée jusqu’à`,
    submit: "Se connecter", forgot: "Mot de passe oublié ?", send: "Envoyer le lien", sent: "nous lui avons envoyé un lien", limit: "Trop de demandes de réinitialisation",
  },
} as const;
type Locale = keyof typeof Texts;
const unique = (what: string) => `${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.local`;

const attempt = async (page: Page, password: string) => {
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/userAuthTokens")), page.locator('form button[type="submit"]').click()]);
};

for (const locale of ["", "en", "fr"] as const) {
  test(`a lockout closes the form for the locked account only (${locale || "ru"})`, async ({ page }) => {
    const text = Texts[locale];
    // An unknown login locks exactly like a known one, and locking it leaves the demo users to the other specs.
    const who = unique("locked");
    await page.goto(`/${locale}`);
    await appReady(page);
    await page.locator('input[name="email"]').fill(who);
    await attempt(page, "Wrong-pass-1");
    await expect(page.getByRole("alert")).toHaveText(text.wrong);
    await attempt(page, "Wrong-pass-2");
    await expect(page.getByRole("alert")).toContainText(text.left3);
    for (let i = 3; i <= 5; i++) await attempt(page, `Wrong-pass-${i}`);
    await expect(page.getByRole("alert")).toContainText(text.locked(who));
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toBeDisabled();
    await checkA11y(page, `sign-in locked out (${locale || "ru"})`);

    // Another e-mail: the form works at once; the locked one closes it again.
    await page.locator('input[name="email"]').fill("mentor@demo.local");
    await expect(submit).toBeEnabled();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.locator('input[name="email"]').fill(who.toUpperCase());
    await expect(submit).toBeDisabled();
    await expect(page.getByRole("alert")).toContainText(text.locked(who));
    await page.locator('input[name="email"]').fill("mentor@demo.local");
    await page.locator('input[name="password"]').fill("Demo-2026!");
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForURL("**/dashboard");
  });
}

let smtp: SmtpSink;
/** The demo client sends through the sink while this file runs; the other specs read links only returned without mail. */
const mailSettings = async (browser: Browser, on: boolean) => {
  const page = await browser.newPage();
  await login(page, "admin@demo.local", undefined, "en");
  if (on) {
    const r = await callApi(page, "/api/emailServerSettings", {
      host: "127.0.0.1", port: smtp.port, secure: false, username: "mailer", password: "s3cret", from_address: "learning@demo.local",
    });
    expect(r.status).toBe(200);
  } else await callApi(page, "/api/emailServerSettings", undefined, "DELETE");
  await page.close();
};
test.describe("forgot password", () => {
  test.beforeAll(async ({ browser }) => {
    smtp = await startSmtpSink();
    await mailSettings(browser, true);
  });
  test.afterAll(async ({ browser }) => {
    await mailSettings(browser, false);
    await smtp.close();
  });

  const ask = async (page: Page, locale: Locale, email: string) => {
    await page.getByLabel(locale === "fr" ? "E-mail" : locale === "en" ? "E-mail" : "Электронная почта").fill(email);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/forgotPassword")), page.getByRole("button", { name: Texts[locale].send }).click()]);
  };

  test("mails a link that sets the password once and signs in; an unknown e-mail gets the same answer; then the limit", async ({ page, browser }) => {
    const admin = await browser.newPage();
    await login(admin, "admin@demo.local", undefined, "en");
    const email = unique("reset");
    expect((await callApi(admin, "/api/users", { email, first_name: "Rita", last_name: "Reset", language: "en" })).status).toBe(200);
    await admin.close();

    await page.goto("/en");
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    // The e-mail the form held comes along.
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await checkA11y(page, "forgot password (en)");

    const ghost = unique("ghost");
    await ask(page, "en", ghost);
    await expect(page.getByRole("status")).toContainText(`If ${ghost} belongs to an account, we have sent it a link`);
    await page.goto(`/en/forgotPassword?email=${encodeURIComponent(email)}`);
    await ask(page, "en", email);
    await expect(page.getByRole("status")).toContainText(`If ${email} belongs to an account, we have sent it a link`);
    await expect.poll(() => smtp.delivered.includes(email), { timeout: 30_000 }).toBe(true);
    expect(smtp.delivered).not.toContain(ghost);
    const uid = decodeMime(smtp.messages.find((m) => m.to.includes(email))!.raw).match(/confirmPassword\/([\w-]+)/)?.[1];
    expect(uid).toBeTruthy();

    await page.goto(`/en/confirmPassword/${uid}`);
    await page.getByLabel("New password", { exact: true }).fill("Found-2031x");
    await page.getByLabel("Repeat the new password", { exact: true }).fill("Found-2031x");
    await page.getByRole("button", { name: "Set password" }).click();
    // Signed in at once, at their home.
    await page.waitForURL("**/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Rita");

    // Once: the same link now says it was used.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto(`/en/confirmPassword/${uid}`);
    await expect(page.getByRole("alert")).toHaveText("This link has already been used.");

    // Three requests an hour for one e-mail; the fourth says when to try again.
    for (let i = 0; i < 2; i++) {
      await page.goto("/en/forgotPassword");
      await ask(page, "en", email);
      await expect(page.getByRole("status")).toBeVisible();
    }
    await page.goto("/en/forgotPassword");
    await ask(page, "en", email);
    await expect(page.getByRole("alert")).toContainText(/Too many password reset requests\. Try again at \d{1,2}:\d{2}( [AP]M)?/);
    await checkA11y(page, "forgot password limited (en)");
  });

  for (const locale of ["", "fr"] as const) {
    test(`answers an unknown e-mail like any other, and says when the limit ends (${locale || "ru"})`, async ({ page }) => {
      const text = Texts[locale];
      await page.goto(`/${locale}`);
      await page.getByRole("link", { name: text.forgot }).click();
      const ghost = unique("nobody");
      await ask(page, locale, ghost);
      await expect(page.getByRole("status")).toContainText(text.sent);
      await checkA11y(page, `forgot password sent (${locale || "ru"})`);
      for (let i = 0; i < 3; i++) {
        await page.goto(`/${locale ? `${locale}/` : ""}forgotPassword`);
        await ask(page, locale, ghost);
      }
      await expect(page.getByRole("alert")).toContainText(text.limit);
      expect(smtp.delivered).not.toContain(ghost);
    });
  }
});
