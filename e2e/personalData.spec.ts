// GDPR on the user page: an administrator exports a person's personal data as a JSON file, then erases it after a
// confirmation whose focused choice is the safe one (Cancel). Every state visited is checked with axe.
import { readFileSync } from "node:fs";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("an administrator exports, then erases, a person's personal data", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const id = unique();
  const email = `e2e.gdpr.${id}@demo.local`;
  await page.goto("/en/users");
  await page.getByRole("button", { name: "New user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("First name").fill(`Gdpr${id}`);
  await dialog.getByLabel("Last name").fill("Person");
  await dialog.getByRole("button", { name: "Create and invite" }).click();
  // Mail is off for the demo client: the invitation's link shows once, then the person's page opens.
  await page.getByRole("dialog", { name: "Password link" }).getByRole("button", { name: "Close" }).first().click();
  await page.waitForURL(/\/en\/users\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Gdpr${id}`);
  await checkA11y(page, "user page with personal-data actions");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export personal data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, "utf8"));
  expect(exported.profile.email).toBe(email);

  await page.getByRole("button", { name: "Erase personal data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Erase this person's personal data?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkA11y(page, "erase confirmation");
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Gdpr${id}`);

  await page.getByRole("button", { name: "Erase personal data" }).click();
  await confirm.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText("This person's personal data was erased")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal data erased");
  await expect(page.getByText(`Gdpr${id}`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reset password" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveCount(0);
  await checkA11y(page, "user page after the erasure");
});
