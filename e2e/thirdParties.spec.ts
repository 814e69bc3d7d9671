// /thirdParties in Chromium with axe: reached from the sign-in page, it lists the packages the build found in the
// production dependencies (a development tool is not among them) and shows a chosen package's licence text.
import { checkA11y, expect, test } from "./fixtures";

test("a guest opens the open-source licences from the sign-in page and reads one package's licence", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/en");
  await page.getByRole("link", { name: "Open-source licences" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Open-source software" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Stride is built on \d+ open-source packages/)).toBeVisible();
  const all = page.locator("section[aria-labelledby='tp-all'] li");
  await expect(all.filter({ hasText: /^effect 4\.1\.0 · MIT$/ })).toHaveCount(1);
  await expect(all.filter({ hasText: /^react-aria-components / })).toHaveCount(1);
  // Development tools are not shipped.
  await expect(all.filter({ hasText: /^(vitest|vite|@playwright\/test|typescript) / })).toHaveCount(0);
  await checkA11y(page, "third parties");

  const box = page.getByRole("combobox", { name: "Package" });
  await box.fill("react-aria-comp");
  await page.getByRole("option", { name: /^react-aria-components / }).click();
  await expect(page.getByRole("heading", { level: 3, name: /react-aria-components .* Apache-2\.0/ })).toBeVisible();
  await expect(page.getByLabel("Licence of react-aria-components")).toContainText("Apache License");
  await checkA11y(page, "third parties with a licence text");
});
