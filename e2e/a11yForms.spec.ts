// A failed submit moves focus to the first invalid field, whose error is tied to it with aria-describedby: one
// mechanism for every form (useFailedSubmitFocus in ui/focus.ts, installed by the root layout), for the browser's
// own checks at once and for the server's refusal when it answers.
import { expect, type Page } from "@playwright/test";
import { appReady, login, test } from "./fixtures";

/** The focused element is the invalid field named `name`, and its description contains `error`. */
const expectFocusOnInvalid = async (page: Page, name: string, error: string | RegExp) => {
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-invalid", "true");
  await expect(focused).toHaveAccessibleName(name);
  await expect(focused).toHaveAccessibleDescription(error);
};

test("change password: the browser's mismatch and then the server's policy refusal each take focus to their field", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "en");
  await appReady(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Current password").fill("Demo-2026!");
  await dialog.getByLabel("New password", { exact: true }).fill("short");
  await dialog.getByLabel("Repeat the new password").fill("shorter");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expectFocusOnInvalid(page, "Repeat the new password", /The passwords do not match/);

  // The server's answer comes later, while focus is on the submit button: it still goes to the refused field.
  await dialog.getByLabel("Repeat the new password").fill("short");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expectFocusOnInvalid(page, "New password", /short/i);
});

test("mail server settings: Enter in a field while the port is invalid takes focus to the port, with its error", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/emailServerSettings");
  await appReady(page);
  await page.getByLabel("Host").fill("127.0.0.1");
  await page.getByLabel("Port").fill("70000");
  await page.getByLabel("Sender address").fill("learning@demo.local");
  // The browser's check: Enter in another field is a failed submit (Save is not disabled by the invalid port).
  await page.getByLabel("Host").press("Enter");
  await expectFocusOnInvalid(page, "Port", "The port is a whole number from 1 to 65535");

  // Nothing was saved: the demo client stays without mail settings (later specs rely on it).
  await expect(page.getByText("No server is set up")).toBeVisible();
});
