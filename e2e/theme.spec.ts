import { checkA11y, expect, login, test } from "./fixtures";

test("switches to the dark theme and keeps it after a reload", async ({ page }) => {
  await login(page, "chief@demo.local", undefined, "en");
  await expect(page.locator("body")).not.toHaveClass(/\bdark\b/);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await checkA11y(page, "dashboard (dark)");
  await page.reload();
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("body")).not.toHaveClass(/\bdark\b/);
});

test("shows the interface gallery in both themes (screenshots in test-results/)", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/ui-gallery");
  // the gallery is the heaviest page (every component, the form builder's section among them)
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: "test-results/ui-gallery-light.png", fullPage: true });
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("body")).toHaveClass(/\bdark\b/);
  // The switch fades colours in: the screenshot waits for those transitions to end, not for a fixed time.
  // (Endless ones, such as a spinner's, never finish and are left out.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: "test-results/ui-gallery-dark.png", fullPage: true });
  await checkA11y(page, "ui gallery (dark)");
});
