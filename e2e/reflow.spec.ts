// Reflow and motion (docs/accessibility.md): at 320 CSS px wide (400 % zoom of a 1280 px screen) no page scrolls
// sideways, only data grids scroll inside themselves; with reduced motion asked for, nothing moves.
import type { Page } from "@playwright/test";
import { appReady, expect, login, test } from "./fixtures";

/** How far the document scrolls sideways, and the widest element that sticks out (for the message). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    const width = root.clientWidth;
    let culprit = "";
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && r.width > 0 && !el.closest("[role=grid], [role=treegrid], table, [data-scroll-x]")) {
        culprit = `${el.tagName.toLowerCase()}.${el.className} (right ${Math.round(r.right)}px)`;
        break;
      }
    }
    return { extra: root.scrollWidth - width, culprit };
  });

test("at 320 px wide no page scrolls sideways", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const pages: string[] = ["/en", "/en/403", "/en/confirmPassword/not-a-real-link"];
  const wide: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const o = await overflow(page);
    if (o.extra > 0) wide.push(`${url}: ${o.extra}px, ${o.culprit}`);
  }
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // The menu is a drawer at this width: open it to read every page it offers, then visit each.
  await page.getByRole("button", { name: "Open menu" }).click();
  // the drawer's code loads on this first opening
  await expect(page.locator("#side-menu a[href]").first()).toBeVisible();
  const links = await page
    .locator("#side-menu a[href]")
    .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
  expect(links.length).toBeGreaterThan(10);
  // The interface gallery (components frozen in each state, for designers) is no page a user works in.
  for (const url of links.filter((l) => !l.endsWith("/ui-gallery"))) {
    await page.goto(url);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const o = await overflow(page);
    if (o.extra > 0) wide.push(`${url}: ${o.extra}px, ${o.culprit}`);
  }
  expect(wide, "pages that scroll sideways at 320 px").toEqual([]);
});

test("reduced motion turns transitions and animations off", async ({ page }) => {
  await page.goto("/en");
  await appReady(page);
  const button = page.locator('form button[type="submit"]');
  const timing = () =>
    button.evaluate((b) => {
      const s = getComputedStyle(b);
      return { transition: Number.parseFloat(s.transitionDuration), animation: Number.parseFloat(s.animationDuration) };
    });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect((await timing()).transition, "a button eases its colours normally").toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const reduced = await timing();
  expect(reduced.transition).toBeLessThan(0.001);
  expect(reduced.animation).toBeLessThan(0.001);
});
