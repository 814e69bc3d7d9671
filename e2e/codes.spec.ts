// management/codes and /registration in Chromium with axe and the keyboard walk: an administrator makes a
// catalogue of codes with the keyboard, blocks a code and exports the catalogue; a guest registers with a code
// (a wrong one first: the spec's message on the field) and is told the invitation is on its way.
import { callApi } from "./apiHelpers";
import { checkA11y, expect, login, networkQuiet, test } from "./fixtures";
import { keyboardWalk } from "./keyboardWalk";

test("an administrator makes a catalogue of codes, blocks one, exports them; a guest registers with another", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await login(page, "admin@demo.local", undefined, "en");
  await page.goto("/en/management/codes");
  await expect(page.getByRole("heading", { level: 1, name: "Access codes" })).toBeVisible({ timeout: 30_000 });
  await checkA11y(page, "management/codes");
  await keyboardWalk(page, { label: "management/codes" });

  // The new catalogue, by keyboard: the dialog's fields in order, Enter submits.
  const add = page.getByRole("button", { name: "New catalogue" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New catalogue" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("");
  await dialog.getByRole("button", { name: "Create" }).press("Enter");
  await expect(dialog.getByText("Enter a name")).toBeVisible();
  await checkA11y(page, "new catalogue dialog with an error");
  const name = `Spring ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Number of codes" }).fill("3");
  await dialog.getByRole("button", { name: "Create" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("0 of 3 used")).toBeVisible();
  const codes = page.getByRole("list", { name: "Codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(3);
  await checkA11y(page, "a catalogue's codes");
  // A fresh load: the "Created" notice would sit over the side menu's last links while the walk passes them.
  await page.reload();
  await expect(codes).toHaveCount(3);
  await networkQuiet(page);
  await keyboardWalk(page, { label: "management/codes/{id}" });

  // Block the first code with the keyboard.
  const first = (await codes.first().locator("span span").first().textContent())!.trim();
  await page.getByRole("button", { name: `Block code ${first}` }).press("Enter");
  await expect(codes.first().getByText("Blocked", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Unblock code ${first}` })).toBeVisible();

  // The export downloads an XLSX file.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to XLSX" }).click();
  expect((await download).suggestedFilename()).toMatch(/^access-codes-\d+\.xlsx$/);

  // The catalogue's name changes in its dialog; the organisation is picked from the client's organisations.
  await page.getByRole("button", { name: "Edit catalogue" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit catalogue" });
  await expect(editDialog.getByRole("button", { name: /Organisation/ })).toBeVisible();
  await checkA11y(page, "edit catalogue dialog");
  await editDialog.getByRole("textbox", { name: "Name" }).fill(`${name} (2)`);
  await editDialog.getByRole("button", { name: "Save" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `${name} (2)` })).toBeVisible();

  // Registration by code is switched on at the branding page.
  expect((await callApi(page, "/api/clientRegistrationSettings", { self_registration: false, allowed_domains: [], code_registration: true }, "PUT")).status).toBe(200);
  const second = (await codes.nth(1).locator("span span").first().textContent())!.trim();

  const guest = await browser.newContext({ baseURL });
  const g = await guest.newPage();
  await g.goto("/en/registration");
  await expect(g.getByRole("heading", { level: 1, name: "Registration" })).toBeVisible({ timeout: 30_000 });
  await checkA11y(g, "registration");
  await keyboardWalk(g, { label: "registration", skipLink: false });
  await g.getByRole("textbox", { name: "First name" }).fill("Ada");
  await g.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  const email = `ada.${Date.now()}@example.test`;
  await g.getByRole("textbox", { name: "E-mail" }).fill(email);
  await g.getByRole("textbox", { name: "Access code" }).fill(first);
  await g.getByRole("button", { name: "Register" }).press("Enter");
  await expect(g.getByText("This access code is blocked")).toBeVisible();
  await checkA11y(g, "registration with a refused code");
  await g.getByRole("textbox", { name: "Access code" }).fill(second);
  await g.getByRole("textbox", { name: "Access code" }).press("Enter");
  await expect(g.getByText(`We sent an e-mail to ${email}`)).toBeVisible({ timeout: 30_000 });
  await checkA11y(g, "registration done");
  await guest.close();

  await page.reload();
  await expect(page.getByText("1 of 3 used")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Used by Ada Lovelace/)).toBeVisible();
});

test("the branding page holds the registration settings", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en");
  await page.goto("/en/preferences/general/branding");
  await expect(page.getByRole("heading", { level: 2, name: "Registration" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("switch", { name: "Self-registration" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("switch", { name: "Self-registration" })).toBeChecked();
  await page.getByRole("textbox", { name: "Allowed e-mail domains" }).fill("example.test, demo.local");
  await page.getByRole("button", { name: "Save registration settings" }).press("Enter");
  await expect(page.getByText("Registration settings saved")).toBeVisible();
  expect((await callApi<any>(page, "/api/clientRegistrationSettings")).body).toMatchObject({ self_registration: true, allowed_domains: ["example.test", "demo.local"] });
  await checkA11y(page, "branding with registration settings");
});
