// One's own profile (/profile/personalInformation): reached from the account menu by keyboard and from the
// dashboard's profile card; the profile smart form (editable and locked fields, the manager shown, validation and
// labels in the interface language, /en and /fr), the save, and the photo shown on the dashboard card.
import type { Page } from "@playwright/test";
import { pageLang } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

/** A real 1×1 PNG (the browser decodes it for the <img>). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const api = (page: Page, path: string) =>
  page.evaluate(async ([p, lang]) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-language": lang } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, [path, pageLang(page)] as const);

test("an employee opens their profile from the account menu and edits what the profile allows", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);

  // Keyboard: the account menu opens with Enter and "My profile" is reached with the arrow keys.
  await page.getByRole("button", { name: "Account menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  const item = page.getByRole("menuitem", { name: "My profile" });
  for (let i = 0; i < 5 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/en\/profile\/personalInformation$/);
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  const form = page.getByRole("form", { name: "Personal information" });
  await expect(form.getByLabel("First name")).toBeEditable();
  await checkA11y(page, "profile");

  // Locked fields are shown, not editable; the manager (an autocomplete) shows who it is.
  await expect(form.getByLabel("E-mail")).toBeDisabled();
  await expect(form.getByLabel("E-mail")).toHaveValue("employee@demo.local");
  const session = await api(page, "/api/getSessionData");
  const me = await api(page, `/api/users/${session.user.id}`);
  expect(me.manager?.value).toBeTruthy();
  const managerField = form.getByRole("combobox", { name: "Manager", exact: true });
  await expect(managerField).toBeDisabled();
  await expect(managerField).toHaveValue(me.manager.value);

  // The validators speak the interface language, then the save goes through.
  const phone = form.getByLabel("Phone");
  await phone.fill("1".repeat(51));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(/At most 50 characters|Maximum number of elements: 50/)).toBeVisible();
  await checkA11y(page, "profile with an error");
  const city = `Tver ${Date.now().toString(36)}`;
  await phone.fill("+7 900 100 20 30");
  await form.getByLabel("City").fill(city);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Personal information" }).getByLabel("City")).toHaveValue(city);

  // The same page in French: labels follow the interface language (the profile's language is Russian).
  await page.getByRole("button", { name: "Language", exact: true }).click();
  await page.getByRole("menuitemradio", { name: "Français" }).click();
  await page.waitForURL(/\/fr\/profile\/personalInformation$/);
  const fr = page.getByRole("form", { name: "Informations personnelles" });
  await expect(fr.getByLabel("Prénom", { exact: true })).toBeVisible();
  await expect(fr.getByLabel("Ville")).toHaveValue(city);
  await expect(fr.getByRole("combobox", { name: "Responsable", exact: true })).toHaveValue(me.manager.value);
  await checkA11y(page, "profile in French");
  await page.goto("/en/profile/personalInformation");
  await expect(page.getByRole("form", { name: "Personal information" }).getByLabel("First name")).toBeVisible();
});

test("the photo changed on the profile shows on the dashboard card, which links to the profile", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "en", "/en/dashboard");
  const card = page.getByTestId("dashboard-avatar");
  await expect(card).toBeVisible();
  await page.getByRole("link", { name: "Open my profile" }).click();
  await page.waitForURL(/\/en\/profile\/personalInformation$/);

  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Photo saved").first()).toBeVisible();
  await expect(page.getByTestId("user-avatar").locator("img")).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace photo" })).toBeVisible();

  await page.goto("/en/dashboard");
  await expect(page.getByTestId("dashboard-avatar").locator("img")).toBeVisible();
  await expect(page.getByTestId("toolbar-avatar").locator("img")).toBeVisible();
  await checkA11y(page, "dashboard with a photo");
});
