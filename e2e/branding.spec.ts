import { checkA11y, expect, login, test } from "./fixtures";

test("edits the branding with a live preview and applies it to the app on save", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  await page.getByRole("link", { name: "Branding" }).first().click();
  await page.waitForURL("**/en/preferences/general/branding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Branding");
  await checkA11y(page, "branding (en)");

  const title = page.getByLabel("Platform title");
  const primary = page.getByRole("textbox", { name: "Primary", exact: true });
  const before = { title: await title.inputValue(), primary: await primary.inputValue() };
  // exact: the registration settings card below has its own "Save registration settings"
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();

  // A bad colour is refused before saving: Save stays pressable and takes the keyboard user to the field.
  await primary.fill("#12");
  await expect(page.getByText("Enter a colour as #rrggbb")).toBeVisible();
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(primary).toBeFocused();
  await expect(page.getByText("Branding saved and applied")).toHaveCount(0);

  const next = before.primary === "#b91c1c" ? { hex: "#1d4ed8", rgb: "rgb(29, 78, 216)" } : { hex: "#b91c1c", rgb: "rgb(185, 28, 28)" };
  await title.fill(`${before.title} Academy`);
  await primary.fill(next.hex);
  await expect(page.locator("main").getByText("You have unsaved changes")).toBeVisible();
  await save.click();
  try {
    await expect(page.getByText("Branding saved and applied")).toBeVisible();
    // Applied at once: the page title and the theme's primary colour follow the saved branding.
    await expect(page).toHaveTitle(new RegExp(`${before.title} Academy$`));
    await expect.poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(next.rgb);
  } finally {
    // Put it back for the other tests.
    await title.fill(before.title);
    await primary.fill(before.primary);
    await save.click();
    await expect(page).toHaveTitle(new RegExp(`${before.title}$`));
  }
});

test("hides the branding page from a user without account settings", async ({ page }) => {
  // Nobody in the demo has client_settings without edit; an employee does not see the page at all.
  await login(page, "employee@demo.local", undefined, "en");
  await expect(page.getByRole("link", { name: "Branding" })).toHaveCount(0);
  await page.goto("/en/preferences/general/branding");
  await page.waitForURL("**/en/dashboard");
});
