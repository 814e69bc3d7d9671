// A paged table says that it is loading and then its count through a status region that is in the page from the
// first render on, and is marked aria-busy while a page loads (docs/accessibility.md, "Counts and loading"): here
// the development-plan tables (src/features/devPlans/PagedTable.tsx), whose first page comes with the route, so the
// next page is where a wait shows.
import { appReady, expect, login, test } from "./fixtures";

test("a development-plan table is busy and says so while its next page loads, then says its new count", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en");
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let own: { id: number } | undefined;
  await page.route(/\/api\/development\/tasks\?/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get("scope") !== "mine") return route.continue();
    const response = await route.fetch();
    own ??= ((await response.json()) as { items: { id: number }[] }).items[0]!;
    // A full first page (copies of the employee's own plan under other ids) offers the next page, which is held
    // back until the test has heard the table say it is loading.
    if (!url.searchParams.has("last_id")) {
      const items = Array.from({ length: 50 }, (_, i) => ({ ...own, id: own!.id + 100_000 + i }));
      return route.fulfill({ response, json: { items, last_id: items.at(-1)!.id } });
    }
    await held;
    return route.fulfill({ response, json: { items: [{ ...own, id: own!.id + 100_050 }], last_id: null } });
  });
  await page.goto("/en/growth/development-plans");
  await appReady(page);
  const table = page.getByRole("grid", { name: "My development plans" });
  const busy = table.locator("xpath=..");
  const status = page.getByTestId("list-status");
  // The first load of a page took over 10 s on the shared 2-core machine.
  await expect(status).toHaveAttribute("role", "status", { timeout: 30_000 });
  await expect(status).toHaveText("50 rows");
  await expect(busy).toHaveAttribute("aria-busy", "false");
  const region = await status.elementHandle();

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(status).toHaveText("Loading more…");
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(status).toHaveText("51 rows");
  await expect(busy).toHaveAttribute("aria-busy", "false");
  // The same element all along: a region that is replaced when its text changes is often not read.
  expect(await status.evaluate((el, before) => el === before, region)).toBe(true);
});
