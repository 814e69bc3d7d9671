// E-mail: the administrator sets the client's SMTP server (an smtp-server started by this test on 127.0.0.1),
// sends a test message, invites a user and finds the delivered invitation in the e-mail history, filtered by
// recipient; a test message through a server that does not answer says why it was not sent. Axe runs on the pages.
import { type AddressInfo, createServer } from "node:net";
import type { Page } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "../tests/smtpSink";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

let smtp: SmtpSink;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
});
// The demo client must leave without mail settings: later specs read the links that are only returned without a
// transport. The test removes them through the page; this catches a test that failed before that step.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page, "admin@demo.local", undefined, "en");
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  await page.request.delete("/api/emailServerSettings", { headers: { authorization: `Bearer ${token}` } });
  await page.close();
  await smtp.close();
});

const api = async (page: Page, path: string, data: unknown) => {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const res = await page.request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
};

test("the administrator sets up the mail server, tests it, and reads the history of a delivered invitation", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/emailServerSettings");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail server" })).toBeVisible();
  await expect(page.getByText("No server is set up")).toBeVisible();
  await checkA11y(page, "e-mail server settings (empty)");

  await page.getByLabel("Host").fill("127.0.0.1");
  await page.getByLabel("Port").fill("70000");
  await expect(page.getByText("The port is a whole number from 1 to 65535")).toBeVisible();
  // Save stays pressable: pressing it saves nothing and takes focus to the invalid port (e2e/a11yForms.spec.ts).
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Port")).toBeFocused();
  await page.getByLabel("Port").fill(String(smtp.port));
  await page.getByLabel("User name").fill("mailer");
  await page.getByLabel("Password", { exact: true }).fill("s3cret");
  await page.getByLabel("Sender address").fill("learning@demo.local");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("A password is stored")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The test e-mail was sent to admin@demo.local" })).toBeVisible();
  expect(smtp.delivered).toContain("admin@demo.local");
  await checkA11y(page, "e-mail server settings (saved)");

  // An invitation goes out through the server's mail job.
  const email = `mail-${Date.now().toString(36)}@demo.local`;
  const user = await api(page, "/api/users", { email, first_name: "Mia", last_name: "Post", language: "en" });
  const invited = await api(page, "/api/sendUserInvitations", { user_ids: [user.id] });
  expect(invited.invited[0]).toMatchObject({ user_id: user.id, mailed: true });
  await expect.poll(() => smtp.delivered.includes(email), { timeout: 30_000 }).toBe(true);

  await page.goto("/en/settings/emailHistory");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail history" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "E-mail history" });
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await page.getByLabel("Recipient e-mail").fill(email);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(grid.getByRole("row")).toHaveCount(2);
  await expect(grid.getByText("Invitation", { exact: true })).toBeVisible();
  await expect(grid.getByText("Delivered")).toBeVisible();
  await checkA11y(page, "e-mail history");

  await page.getByLabel("Recipient e-mail").fill("nobody@demo.local");
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page.getByText("No e-mails to this recipient")).toBeVisible();
  await checkA11y(page, "e-mail history (none found)");

  // The settings hub lists both pages; Russian is the default language.
  await page.goto("/settings");
  const card = page.getByRole("link", { name: /^История писем Кому/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole("link", { name: /^Почтовый сервер SMTP/ })).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: "История писем" })).toBeVisible();

  // Removing the settings: the client is back to "no transport".
  await page.goto("/en/settings/emailServerSettings");
  await page.getByRole("button", { name: "Remove settings" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove settings" }).click();
  await expect(page.getByText("No server is set up")).toBeVisible();
  const reset = await api(page, "/api/resetUserPasswordBatch", { user_ids: [user.id] });
  expect(reset.links[0]).toMatchObject({ mailed: false, uid: expect.any(String) });
});

test("a test e-mail through a server that does not answer says it was not sent, and why", async ({ page }) => {
  // A port nobody listens on: taken from the system, then freed.
  const dead = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const free = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(free));
    });
  });
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/emailServerSettings");
  await expect(page.getByText("No server is set up")).toBeVisible();
  const send = page.getByRole("button", { name: "Send a test e-mail" });
  // In sight before anything is saved, and saying what it waits for.
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription("Save the settings to send a test message.");
  await page.getByLabel("Host").fill("127.0.0.1");
  await page.getByLabel("Port").fill(String(dead));
  await page.getByLabel("Sender address").fill("learning@demo.local");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(send).toBeEnabled();
  await send.click();
  const result = page.getByRole("status").filter({ hasText: "The e-mail to admin@demo.local could not be sent:" });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText(/ECONNREFUSED|ECONNECTION/);
  await checkA11y(page, "e-mail server settings (test not sent)");
  // Nothing reached the working server, and the demo client leaves without mail settings again.
  expect(smtp.delivered).not.toContain("learning@demo.local");
  await page.getByRole("button", { name: "Remove settings" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove settings" }).click();
  await expect(page.getByText("No server is set up")).toBeVisible();
});

test("an employee cannot open the e-mail pages", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en", "/en/settings/emailHistory");
  // The guard sends a user without the section to their first allowed page.
  await expect(page).not.toHaveURL(/emailHistory/);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail history" })).toHaveCount(0);
});
