// Learning in the browser: the demo employee (mid-way through "Welcome to Demo" in the demo data) sees their track
// with its counts, its timeline and contacts, fills the questionnaire (saved as they type), gets the inactivity
// dialog after a minute, attaches a file to it, and sees the safety test's score; the manager sees their own tasks and
// their growth track. Axe on every page.
import { appReady, checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

test("the employee follows their onboarding track and fills a form task", async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);

  // the menu offers the kinds of track the person has: onboarding, no growth track
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "My tracks" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Development tracks" })).toHaveCount(0);
  await page.goto("/en/learning");
  await expect(page.getByRole("heading", { level: 1, name: "My tracks" })).toBeVisible();
  const card = page.getByRole("article", { name: "Welcome to Demo" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "Tasks by state" })).toContainText("Completed");
  await expect(card.getByRole("list", { name: "Tasks by state" })).toContainText("Overdue");
  await checkA11y(page, "learning");

  await card.getByRole("link", { name: "Welcome to Demo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Demo" })).toBeVisible();
  const timeline = page.getByRole("list", { name: "The track's tasks in order" });
  await expect(timeline.getByText("Тест по безопасности")).toBeVisible();
  await checkA11y(page, "track timeline");
  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(page.getByText("manager@demo.local")).toBeVisible();
  await checkA11y(page, "track contacts");
  await page.getByRole("tab", { name: "Timeline" }).click();

  // the safety test was passed in the demo data: its score and the right answers
  await timeline.getByRole("link", { name: "Тест по безопасности" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Тест по безопасности" })).toBeVisible();
  await expect(page.getByText("Score: 2 of 2 (100%)")).toBeVisible();
  await checkA11y(page, "test task with its score");

  await page.getByRole("link", { name: "Back" }).click();
  await timeline.getByRole("link", { name: "Анкета новичка" }).click();
  const answer = page.getByRole("textbox", { name: /Чего вы ждёте/ });
  await expect(answer).toHaveValue("Познакомиться с командой и продуктом.");
  await answer.fill("Познакомиться с командой.");
  await expect(page.getByText("Answers saved")).toBeVisible();
  await checkA11y(page, "form task");

  // a minute without activity: the dialog offers to update the form data
  await page.clock.fastForward(61_000);
  const dialog = page.getByRole("dialog", { name: "Update the form data?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "inactivity dialog");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog).toBeHidden();
  await expect(answer).toHaveValue("Познакомиться с командой.");

  // a file question: a type it does not take is refused before sending; a PDF uploads and is saved with the answers
  const files = page.getByRole("group", { name: "Скан подписанного договора" });
  await expect(files.getByText("No files attached yet")).toBeVisible();
  const choose = async (name: string, mimeType: string, text: string) => {
    const chooser = page.waitForEvent("filechooser");
    await files.getByRole("button", { name: "Choose a file" }).click();
    await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(text) });
  };
  await choose("notes.txt", "text/plain", "notes");
  await expect(files.getByText("Allowed file types: pdf, jpg, png")).toBeVisible();
  await choose("contract.pdf", "application/pdf", "%PDF-1.4\n%demo\n");
  await expect(files.getByRole("list", { name: "Attached files" })).toContainText("contract.pdf");
  await expect(page.getByText("Answers saved")).toBeVisible();
  await checkA11y(page, "form task with an attached file");
  await page.reload();
  await expect(page.getByRole("group", { name: "Скан подписанного договора" }).getByRole("list", { name: "Attached files" })).toContainText("contract.pdf");
});

test("the manager sees the tasks they do in the newcomer's track", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "manager@demo.local", undefined, "en", "/en/manager/my-tasks");
  await expect(page.getByRole("heading", { level: 1, name: "My tasks" })).toBeVisible();
  const list = page.getByRole("list", { name: "My tasks" });
  await expect(list.getByText("Первая неделя: итоги")).toBeVisible();
  await checkA11y(page, "my tasks");
  await list.getByRole("link", { name: "Первая неделя: итоги" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Первая неделя: итоги" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("Task completed")).toBeVisible();
  await checkA11y(page, "a task the manager does");
});

test("someone with no track is told so", async ({ page }) => {
  await login(page, "hr@demo.local", undefined, "en");
  await appReady(page);
  // no track: no learning entry in the menu (spec 000 Menus), and the page, opened directly, says so
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My tracks" })).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My tracks" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/en/learning");
  await expect(page.getByText("You have no assigned tracks")).toBeVisible();
  await checkA11y(page, "learning, empty");
});

test("the manager follows their growth track under /growth/growthTrack", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "manager@demo.local", undefined, "en");
  await appReady(page);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Development tracks" }).click();
  await expect(page).toHaveURL(/\/en\/growth\/growthTrack$/);
  await expect(page.getByRole("heading", { level: 1, name: "Development tracks" })).toBeVisible();
  const card = page.getByRole("article", { name: "Manager essentials" });
  await expect(card.getByRole("list", { name: "Tasks by state" })).toContainText("Available");
  await checkA11y(page, "growth tracks");
  await card.getByRole("link", { name: "Manager essentials" }).click();
  await expect(page).toHaveURL(/\/en\/growth\/growthTrack\/track\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manager essentials" })).toBeVisible();
  await checkA11y(page, "growth track timeline");
  await page.getByRole("list", { name: "The track's tasks in order" }).getByRole("link", { name: "Welcome to the managers' track" }).click();
  await expect(page).toHaveURL(/\/en\/growth\/growthTrack\/track\/\d+\/task\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the managers' track" })).toBeVisible();
  await checkA11y(page, "growth task");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/en\/growth\/growthTrack\/track\/\d+$/);
});

test("the employee finds all their tracks in the profile, from the account menu", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My tracks" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/myTracks$/);
  await expect(page.getByRole("heading", { level: 1, name: "All my tracks" })).toBeVisible();
  const card = page.getByRole("article", { name: "Welcome to Demo" });
  await expect(card.getByRole("list", { name: "Tasks by state" })).toContainText("Completed");
  await checkA11y(page, "profile: my tracks");
  await card.getByRole("link", { name: "Welcome to Demo" }).click();
  await expect(page).toHaveURL(/\/en\/learning\/track\/\d+$/);
});
