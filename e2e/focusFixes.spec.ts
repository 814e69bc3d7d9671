// Tasks done with the keyboard alone (issue 20): where focus goes after each action, modal menus and dialogs,
// tabs that keep focus, and what a screen reader is told. Each test fails on the code before its fix.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { appReady, expect, login, networkQuiet, test } from "./fixtures";

type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API from a signed-in page with its token. */
const apiOf =
  (page: Page): Api =>
  (method, path, body) =>
    page.evaluate(
      async ([m, p, b]) => {
        const res = await fetch(p as string, {
          method: m as string,
          headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        if (!res.ok) throw new Error(`${m} ${p}: ${res.status} ${await res.text()}`);
        return res.json();
      },
      [method, path, body] as const,
    );

/** What has focus: tag, role, name and the comment id, for assertions that read. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      role: el?.getAttribute("role") ?? "",
      text: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(),
      comment: el?.getAttribute("data-comment-id") ?? "",
      inDialog: !!el?.closest('[role="dialog"], [role="alertdialog"]'),
      inNav: !!el?.closest("#side-menu"),
      inFilter: !!el?.closest("#users-filter"),
    };
  });

/** A plan for employee@demo.local taken to "In progress" through the API: the employee's task id. */
async function planInProgress(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, "admin@demo.local");
  let api = apiOf(page);
  const plans = await api("GET", "/api/development/developmentPlans?limit=100");
  const demo = plans.items.find((p: any) => p.members_count > 0);
  const members = await api("GET", `/api/development/developmentPlans/${demo.id}/members?limit=100`);
  const employee = members.items.find((m: any) => m.user.email === "employee@demo.local").user.id;
  const plan = await api("POST", "/api/development/developmentPlans", { name: `Keyboard ${Date.now()}`, description: "A plan for the keyboard tests." });
  const base = `/api/development/developmentPlans/${plan.id}`;
  await api("PUT", `${base}/settings/general`, { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" });
  await api("POST", `${base}/members`, { user_ids: [employee] });
  await api("PUT", `${base}/settings/prohibition`, { user_ids: [] });
  await api("PUT", `${base}/settings/preliminarySurvey`, { questions: [{ id: 1, title: "What do you want to learn?", type: "text", required: false }] });
  const roleModel = {
    comment: ["hr"], compose: ["self"], approve: ["lineManager"], autoApproveDays: null, approveExtra: [], act: ["self"],
    grade: { self: false, intermediate: [], final: ["lineManager"] }, cancel: ["lineManager"],
  };
  await api("PUT", `${base}/settings/roleModel`, { role_model: roleModel });
  await api("PUT", `${base}/settings/summary`, { confirmed: true });
  await api("POST", `/api/development/management/${plan.id}/launch`);
  const taskId = (await api("GET", `/api/development/management/${plan.id}/users?limit=10`)).items[0].id as number;
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, "employee@demo.local");
  api = apiOf(page);
  await api("PUT", `/api/development/tasks/${taskId}/goals`, { goals: [{ title: "Lead a project", weight: 100 }] });
  await api("POST", `/api/development/tasks/${taskId}/transitions`, { type: "task.sendForApproval" });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, "manager@demo.local");
  await apiOf(page)("POST", `/api/development/tasks/${taskId}/transitions`, { type: "task.approve" });
  await context.close();
  return taskId;
}

test("users list: the filter panel takes focus from its button, and Escape gives it back", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/users");
  await appReady(page);
  const button = page.getByRole("button", { name: "Filter", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Filter" })).toBeVisible();
  // Focus is in the panel, and the next Tab stays in it (before: it went on to the export button after the toggle).
  await expect.poll(async () => (await focused(page)).inFilter).toBe(true);
  await page.keyboard.press("Tab");
  expect((await focused(page)).inFilter).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: "Filter" })).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("a development plan: a posted comment takes focus, and send to close asks first with Cancel focused", async ({ browser }) => {
  test.setTimeout(120_000);
  const taskId = await planInProgress(browser);
  const page = await (await browser.newContext()).newPage();
  await login(page, "employee@demo.local", undefined, "en", `/en/growth/development-plans/${taskId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });

  // Posting replaces the form: focus goes to the new comment, not to body.
  await page.getByLabel("New comment").fill("Started the course today");
  await page.getByLabel("New comment").press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article").filter({ hasText: "Started the course today" })).toBeVisible();
  await expect(page.locator("[data-comment-id]:focus")).toContainText("Started the course today");
  // The save is read out through the app's one polite live region (the snackbar's, there before the text came).
  const live = page.getByRole("region", { name: "Notifications" });
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live).toContainText("Comment added");
  // And it is shown beside the side menu, not over its last links (bottom left of the page, spec 001 §9).
  const notice = live.getByText("Comment added");
  const menu = await page.locator("#side-menu").boundingBox();
  expect((await notice.boundingBox())?.x).toBeGreaterThanOrEqual((menu?.x ?? 0) + (menu?.width ?? Number.POSITIVE_INFINITY));

  // Removing it (behind a confirmation whose trigger goes with the comment) leaves focus in the page, not on body.
  const mine = page.getByRole("article").filter({ hasText: "Started the course today" });
  await mine.getByRole("button", { name: "Remove" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(mine).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);

  // One Enter on "Send to close" asks; Cancel has the focus, so a second Enter changes nothing.
  const send = page.getByRole("button", { name: "Send to close" });
  await send.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(send).toBeFocused();
  await expect(page.locator("header").getByText("In progress", { exact: true })).toBeVisible();

  // Confirmed, the buttons change: focus goes to the plan's heading, never to body.
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Send to close" }).click();
  await expect(send).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).tag).toBe("h1");
});

test("the administrator's plan: arrow keys on the management tabs move focus and selection together", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  const api = apiOf(page);
  const plans = await api("GET", "/api/development/developmentPlans?limit=100");
  const demo = plans.items.find((p: any) => p.members_count > 0);
  await page.goto(`/en/management/development-plan/${demo.id}/management/progress`);
  const progress = page.getByRole("tab", { name: "Progress" });
  await expect(progress).toHaveAttribute("aria-selected", "true");
  await progress.focus();
  await page.keyboard.press("ArrowRight");
  await page.waitForURL("**/management/users");
  const members = page.getByRole("tab", { name: "Members" });
  await expect(members).toHaveAttribute("aria-selected", "true");
  await expect(members).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.waitForURL("**/management/progress");
  await expect(progress).toHaveAttribute("aria-selected", "true");
  await expect(progress).toBeFocused();
});

test("phone width: the side menu is modal, Escape closes it and focus returns to the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  // Home first: the drawer closes when the address changes, and the sign-in's way home changes it once more (seen
  // in the clean-clone run of 2026-11-28, where the menu opened on the way and closed on arrival).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await networkQuiet(page);
  const button = page.getByRole("button", { name: "Open menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  // Tab far more often than there are links: focus never leaves the menu for the page behind.
  const links = await page.locator("#side-menu a, #side-menu button").count();
  for (let i = 0; i < links + 3; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    expect(f.inNav || f.role === "dialog", `Tab ${i + 1} left the menu for ${f.tag} ${f.text}`).toBe(true);
  }
  // The page behind is inert.
  expect(await page.locator("main").evaluate((m) => !!m.closest("[inert]") || (m as HTMLElement).inert)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("library: a group's count is read as words, not a label on a span without a role", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/library");
  const heading = page.getByRole("heading", { level: 2, name: /Folders/ });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAccessibleName(/Folders\s+\d+ items?/);
  expect(await page.locator("span[aria-label]:not([role])").count()).toBe(0);
});

test("headings: one h1 and no jumps on the pages that had them (axe best practice)", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  // The groups and archive pages' empty states were h3 under the h1; the privacy policy's card too; /preferences
  // was an empty page without an h1 (it now opens its first section).
  for (const path of ["/en/users/groups", "/en/settings/archivedUsers", "/en/preferences/users/archivedUsers", "/en/settings/policy-privacy", "/en/preferences"]) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await networkQuiet(page), `${path} goes quiet`).toBe(true);
    const { violations } = await new AxeBuilder({ page }).withRules(["heading-order", "page-has-heading-one"]).analyze();
    expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  }
});
