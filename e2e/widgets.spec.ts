// Widgets in Chromium with axe: the administrator composes a page at management/widgets (a widget added, moved and
// resized with the keyboard, titled), publishes it, and the employee finds it on their home after their own work.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, networkQuiet, test } from "./fixtures";

const main = (page: Page) => page.locator("main");

/** Removes every draft page and publishes the empty dashboard, so other tests see the home as seeded. */
const clearDashboard = async (page: Page) => {
  const d = await callApi<{ pages: { id: number }[] }>(page, "/api/widgets/dashboard");
  for (const p of d.body.pages) await callApi(page, `/api/widgets/pages?id=${p.id}`, undefined, "DELETE");
  await callApi(page, "/api/widgets/publication", {});
};

test("the administrator composes and publishes a page; the employee sees it on their home", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await clearDashboard(page);
  await page.goto("/en/management/widgets");
  await expect(page.getByRole("heading", { level: 1, name: "Widgets" })).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByRole("heading", { name: "No pages yet" })).toBeVisible();
  await checkA11y(page, "widgets, empty");

  await main(page).getByRole("textbox", { name: "New page name" }).fill("Welcome");
  await main(page).getByRole("button", { name: "Create page" }).click();
  await expect(main(page).getByText("No widgets on this page yet.")).toBeVisible();

  // The first template (Profile) is chosen; add it at the grid's top left.
  await main(page).getByRole("button", { name: "Add widget" }).click();
  const widget = main(page).getByTestId("widget-w1");
  await expect(widget).toHaveAttribute("data-cell", "0,0,4,3");
  // Left and up are not offered at the grid's edge; narrower neither (4 is the least width).
  await expect(widget.getByRole("button", { name: "Left", exact: true })).toBeDisabled();
  await expect(widget.getByRole("button", { name: "Narrower" })).toBeDisabled();

  // Move right and widen with the keyboard alone: what a drag does, by buttons.
  await widget.getByRole("button", { name: "Right", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(widget).toHaveAttribute("data-cell", "1,0,4,3");
  await widget.getByRole("button", { name: "Wider" }).focus();
  await page.keyboard.press("Enter");
  await expect(widget).toHaveAttribute("data-cell", "1,0,6,3");
  // The profile is at most 6 wide: wider is no longer offered.
  await expect(widget.getByRole("button", { name: "Wider" })).toBeDisabled();

  await widget.getByRole("textbox", { name: "Title" }).fill("About me");
  await widget.getByRole("button", { name: "Save" }).click();
  await expect(widget.getByRole("heading", { name: "About me" })).toBeVisible();
  await expect(page.getByTestId("widgets-status")).toContainText("unpublished changes");
  await networkQuiet(page);
  await checkA11y(page, "widgets, a page with a widget");

  await main(page).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("widgets-status")).toContainText("Published");
  await expect(page.getByTestId("widgets-status")).not.toContainText("unpublished changes");

  // A course widget (my courses) beside it, through the API: the editor's path is the same for every template.
  const dash = (await callApi<{ pages: { id: number; version: number; items: object[] }[] }>(page, "/api/widgets/dashboard")).body.pages[0];
  const courses = { key: "c1", template_id: 13, x: 0, y: 3, w: 4, h: 3, settings: {} };
  expect((await callApi(page, "/api/widgets/pages", { id: dash.id, items: [...dash.items, courses], expectedVersion: dash.version }, "PUT")).status).toBe(200);
  expect((await callApi(page, "/api/widgets/publication", {})).status).toBe(200);

  const employee = await page.context().browser()!.newPage();
  try {
    await login(employee, "employee@demo.local", undefined, "en");
    await employee.goto("/en/dashboard");
    await appReady(employee);
    const section = main(employee).locator("section").filter({ has: employee.getByRole("heading", { level: 2, name: "Welcome" }) });
    await expect(section.getByRole("heading", { level: 3, name: "About me" })).toBeVisible({ timeout: 30_000 });
    // Their assigned courses, each linking to its page (the seeded required one among them until the course specs
    // before this one in the worker appoint more than the widget shows: at most 4, spec 001 §9).
    const myCourses = section.getByRole("region", { name: "My assigned courses" });
    await expect(myCourses.getByRole("link").first()).toHaveAttribute("href", /\/en\/education\/courses\/\d+$/);
    // Their own work comes first: the plans card is above the published page.
    const work = await main(employee).getByRole("heading", { level: 2 }).allTextContents();
    expect(work.indexOf("Welcome")).toBeGreaterThan(0);
    await networkQuiet(employee);
    await checkA11y(employee, "dashboard with widgets");
  } finally {
    await employee.close();
  }

  // Removing the page and publishing empties everyone's home again (the API test covers removal).
  await clearDashboard(page);
});

test("a role without the widgets section does not see the editor in its menu", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "employee@demo.local", undefined, "en", "/en/dashboard");
  await appReady(page);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Widgets" })).toHaveCount(0);
  const refused = await callApi(page, "/api/widgets/pages", { name: "x" });
  expect(refused.status).toBe(403);
});

test("the administrator edits a links widget's links and a team widget's order and show switches, and drags and resizes a widget by mouse", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await clearDashboard(page);
  await page.goto("/en/management/widgets");
  await expect(page.getByRole("heading", { level: 1, name: "Widgets" })).toBeVisible({ timeout: 30_000 });
  await main(page).getByRole("textbox", { name: "New page name" }).fill("Settings");
  await main(page).getByRole("button", { name: "Create page" }).click();
  await expect(main(page).getByText("No widgets on this page yet.")).toBeVisible();
  const settingsOf = async (key: string) => {
    const d = await callApi<{ pages: { items: { key: string; settings: Record<string, unknown> }[] }[] }>(page, "/api/widgets/dashboard");
    return d.body.pages[0].items.find((it) => it.key === key)?.settings;
  };
  const addWidget = async (template: string) => {
    await main(page).getByRole("button", { name: /\sWidget$/ }).click();
    await page.getByRole("option", { name: template, exact: true }).click();
    await main(page).getByRole("button", { name: "Add widget" }).click();
  };

  // Links: a bad address is refused beside its field and nothing is saved; a good one is saved.
  await addWidget("Links");
  const links = main(page).getByTestId("widget-w1");
  await links.getByRole("button", { name: "Add link" }).click();
  await links.getByRole("textbox", { name: "Link 1 label" }).fill("Intranet");
  await links.getByRole("textbox", { name: "Link 1 address" }).fill("ftp://intranet");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByText("A link must start with http:// or https://")).toBeVisible();
  expect((await settingsOf("w1"))?.links).toBeUndefined();
  await links.getByRole("textbox", { name: "Link 1 address" }).fill("https://intranet.example");
  await links.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await settingsOf("w1"))?.links).toEqual([{ label: "Intranet", url: "https://intranet.example" }]);

  // Team: the line manager hidden, the functional manager moved below the adaptation helper.
  await addWidget("Team");
  const team = main(page).getByTestId("widget-w2");
  await team.getByRole("checkbox", { name: "Show the line manager" }).click({ force: true });
  await team.getByRole("button", { name: "Move the functional manager down" }).click();
  await team.getByRole("button", { name: "Move the functional manager down" }).click();
  await networkQuiet(page);
  await checkA11y(page, "widgets, settings");
  await team.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await settingsOf("w2"))?.roles).toEqual([
    { relation: "lineManager", show: false },
    { relation: "adaptationHelper", show: true },
    { relation: "functionalManager", show: true },
    { relation: "hrBp", show: true },
  ]);

  // Dragged by its title with the mouse: onto the links widget is refused (it goes back), to the right it lands.
  await expect(links).toHaveAttribute("data-cell", "0,0,4,3");
  await expect(team).toHaveAttribute("data-cell", "4,0,4,3");
  const column = (await main(page).getByTestId("widget-grid").boundingBox())!.width / 12;
  const drag = async (dx: number) => {
    const handle = team.getByTestId("widget-handle-w2");
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 10 + dx, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  await drag(-2 * column);
  await networkQuiet(page);
  await expect(team).toHaveAttribute("data-cell", "4,0,4,3");
  await drag(4 * column);
  await expect(team).toHaveAttribute("data-cell", "8,0,4,3");
  // Resized by its corner grip: the links widget dragged 1.4 columns wider snaps to 6 (widths are 4, 6 or 12, and
  // the links template allows at most 6), one row shorter; then wider still stays at 6.
  const resize = async (dx: number, dy: number) => {
    const grip = links.getByTestId("widget-resize-w1");
    await grip.scrollIntoViewIfNeeded();
    const box = (await grip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 });
    await page.mouse.up();
  };
  const rowPitch = (await links.boundingBox())!.height / 3;
  await resize(1.4 * column, -rowPitch);
  await expect(links).toHaveAttribute("data-cell", "0,0,6,2");
  await resize(5 * column, 0);
  await networkQuiet(page);
  await expect(links).toHaveAttribute("data-cell", "0,0,6,2");
  await expect.poll(async () => (await settingsOf("w2"))?.roles).toHaveLength(4);
  await expect.poll(async () => (await settingsOf("w1"))?.links).toEqual([{ label: "Intranet", url: "https://intranet.example" }]);
  await clearDashboard(page);
});
