// /calendar in Chromium with axe: the employee's month grid walked with arrow keys (a grid: left and right by a day,
// up and down by a week, across into the next month), a day's items opened from the list below the grid, the week
// and agenda views, the page in French, and the feed link made, fetched as text/calendar, then revoked (410).
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";
import { checkDialogFocus, expectFocusKept } from "./keyboardWalk";

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** The grid's cell of a day, by the date react-aria names it with. */
const focusedCellLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest("[role=grid]") ? (el.getAttribute("aria-label") ?? el.closest("td")?.getAttribute("aria-label") ?? el.textContent ?? "") : "";
  });

test("the employee walks the month with the arrow keys, opens a day's work and switches views", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "employee@demo.local", undefined, "en");
  // A day of this month that holds something (the demo track's tasks are dated from the seed's day).
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const { body } = await callApi<{ items: { key: string; date: string; start_date: string | null; title: string }[] }>(page, `/api/calendar/items?from=${iso(first)}&to=${iso(last)}`);
  expect(body.items.length).toBeGreaterThan(0);
  const day = body.items[0];

  await page.goto(`/en/calendar?date=${day.date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible({ timeout: 30_000 });
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  // The selected day's list below the grid links to the work.
  const dayList = page.locator("section[aria-labelledby='calendar-day']");
  await expect(dayList.getByRole("link", { name: day.title }).first()).toBeVisible();
  await checkA11y(page, "calendar month");

  // Arrow keys move between days like a grid, and across the month's end into the next month.
  await grid.locator("[aria-selected='true'] [role='button']").first().focus();
  const start = await focusedCellLabel(page);
  await page.keyboard.press("ArrowRight");
  const right = await focusedCellLabel(page);
  expect(right).not.toBe(start);
  await page.keyboard.press("ArrowLeft");
  expect(await focusedCellLabel(page)).toBe(start);
  await page.keyboard.press("ArrowDown");
  const below = await focusedCellLabel(page);
  await page.keyboard.press("ArrowUp");
  expect(await focusedCellLabel(page)).toBe(start);
  expect(below).not.toBe(start);
  const heading = page.getByRole("heading", { level: 2 }).first();
  const month = await heading.textContent();
  const chosen = await dayList.getByRole("heading", { level: 2 }).textContent();
  await page.keyboard.press("PageDown");
  await expect(heading).not.toHaveText(month ?? "");
  await page.keyboard.press("Enter");
  await expect(dayList.getByRole("heading", { level: 2 })).not.toHaveText(chosen ?? "");
  await expectFocusKept(page, "after choosing a day");
  await page.keyboard.press("PageUp");

  // The week and the agenda, by the view tabs.
  await page.getByRole("tab", { name: "Week" }).click();
  await expect(page.getByRole("grid").locator("tbody tr")).toHaveCount(1);
  await checkA11y(page, "calendar week");
  await page.getByRole("tab", { name: "Agenda" }).click();
  await expect(page.getByRole("link", { name: day.title }).first()).toBeVisible();
  await checkA11y(page, "calendar agenda");

  // An item opens its page.
  await page.getByRole("link", { name: day.title }).first().click();
  await expect(page).not.toHaveURL(/\/calendar/);

  // A deadline is drawn on its day alone; a span once, as one bar a week row; a day's list holds what falls on it
  // (issue 40: one course was drawn on 31 days, and a day listed what fell due a week later).
  const after = (d: string, n = 1) => iso(new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + n));
  const [from] = [iso(first)];
  const secondDay = (i: { start_date: string | null }) => after([i.start_date ?? from, from].sort()[1]);
  const span = body.items.find((i) => i.start_date && i.start_date >= from && i.start_date < iso(last) && secondDay(i) < i.date);
  expect(span, "a task or course of the month spanning three days or more").toBeDefined();
  const mid = secondDay(span!);
  await page.goto(`/en/calendar?date=${mid}`);
  const cells = page.getByRole("grid");
  const key = (i: { key: string }) => `[data-item="${i.key}"]`;
  // The month grid runs from Monday to the Sunday after the month's last day: one piece of the bar per week row
  // from the span's first day to its due day or the grid's end.
  const gridEnd = iso(new Date(last.getFullYear(), last.getMonth(), last.getDate() + 6 - ((last.getDay() + 6) % 7)));
  const weekOf = (d: string) => Math.floor((Date.parse(`${d}T00:00:00Z`) / 86_400_000 + 3) / 7); // weeks counted from a Monday
  const rows = weekOf(span!.date < gridEnd ? span!.date : gridEnd) - weekOf(span!.start_date!) + 1;
  await expect(cells.locator(key(span!)), `${span!.title} drawn once a week row`).toHaveCount(rows);
  const deadline = body.items.find((i) => !i.start_date);
  if (deadline) {
    await page.goto(`/en/calendar?date=${deadline.date}`);
    await expect(cells.locator(key(deadline))).toHaveCount(1);
    await page.goto(`/en/calendar?date=${mid}`);
  }
  // the middle of the span lists nothing of it; its first day lists it with its first and last days
  await expect(dayList.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(dayList.getByRole("link", { name: span!.title })).toHaveCount(0);
  await page.goto(`/en/calendar?date=${span!.start_date}`);
  const item = dayList.getByRole("listitem").filter({ has: page.getByRole("link", { name: span!.title }) }).first();
  await expect(item).toContainText("–");
});

test("the page speaks French: month and day names in French", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "employee@demo.local", undefined, "fr", "/fr/calendar?date=2026-11-28");
  await expect(page.getByRole("heading", { level: 1, name: "Calendrier" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/novembre 2026/i);
  await expect(page.locator("thead th").first()).toHaveText(/lun/i);
  await expect(page.locator("section[aria-labelledby='calendar-day'] h2")).toContainText("samedi 28 novembre");
});

test("the feed link is made, read by a mail client as text/calendar, and revoked after a confirmation", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "manager@demo.local", undefined, "en", "/en/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create link" }).click();
  const field = page.getByRole("textbox", { name: "Calendar link" });
  await expect(field).toBeVisible();
  const url = await field.inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await checkA11y(page, "calendar feed made");

  // Revoking asks first (Cancel focused), keeps focus, and the old link answers 410.
  const revoke = page.getByRole("button", { name: "Revoke link" });
  await checkDialogFocus(page, revoke, page.getByRole("alertdialog"), "revoke dialog");
  await revoke.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByRole("button", { name: "Create link" })).toBeVisible();
  await expectFocusKept(page, "after revoking");
  expect((await page.request.get(url)).status()).toBe(410);
});
