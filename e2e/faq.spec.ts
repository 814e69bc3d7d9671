// /faq in Chromium with axe: a reader opens answers and searches; an editor adds, renames and removes topics and
// questions, and orders them by keyboard and by mouse (announced in the page's language).
import type { Locator, Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";
import { checkDialogFocus, expectFocusKept } from "./keyboardWalk";
import { dndKeysReady } from "./dnd";

const main = (page: Page) => page.locator("main");
/** The topic headings, in their order on the page. */
const topics = (page: Page) => main(page).getByRole("heading", { level: 2 }).allTextContents();
const questionsOf = (topic: Locator) => topic.getByRole("heading", { level: 3 }).allTextContents();
const topic = (page: Page, name: string) => main(page).locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
/** dnd-kit's live region: what a screen reader hears while an item moves. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: /\S/ });

test("a reader opens answers and searches the questions from three characters", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "employee@demo.local", undefined, "en", "/en/faq");
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible({ timeout: 30_000 });
  expect(await topics(page)).toEqual(["Первые дни", "Обучение", "IT и доступы"]);
  await expect(page.getByRole("button", { name: "Add topic" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Move/ })).toHaveCount(0);

  // A question opens with the keyboard and shows its answer.
  const question = page.getByRole("button", { name: "Как сменить пароль?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(main(page).getByText(/Пароль должен содержать буквы и цифры/)).toBeVisible();
  // Answers are rich text, rendered from Markdown.
  await page.getByRole("button", { name: "Где найти план адаптации?" }).click();
  await expect(main(page).locator("strong", { hasText: "План развития" })).toBeVisible();
  await checkA11y(page, "faq as reader");

  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill("па");
  await expect(page.getByText("Type at least 3 characters")).toBeVisible();
  expect(await topics(page)).toHaveLength(3);
  await search.fill("пароль");
  await expect(page.getByRole("status").filter({ hasText: "1 question found" })).toBeVisible();
  expect(await topics(page)).toEqual(["IT и доступы"]);
  await search.fill("нет такого");
  await expect(page.getByRole("status").filter({ hasText: "No questions found" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No question matches" })).toBeVisible();
  await checkA11y(page, "faq search without results");
});

test("an editor adds, renames, orders by keyboard and mouse, and removes topics and questions", async ({ page }) => {
  test.setTimeout(360_000);
  // Tall enough for every topic at once: the mouse drag goes from the last one to the first without scrolling.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await login(page, "admin@demo.local", undefined, "en", "/en/faq");
  const add = page.getByRole("button", { name: "Add topic" });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await checkDialogFocus(page, add, page.getByRole("dialog", { name: "New topic" }), "the new-topic dialog");

  // A new topic, with two questions.
  const name = `Holidays ${Date.now()}`;
  await add.click();
  await page.getByRole("dialog", { name: "New topic" }).getByLabel("Topic name").fill(name);
  await page.getByRole("dialog", { name: "New topic" }).getByRole("button", { name: "Add", exact: true }).click();
  const mine = topic(page, name);
  await expect(mine).toBeVisible();
  for (const [title, answer] of [["How many days?", "28 days"], ["Who approves?", "Your manager."]]) {
    await mine.getByRole("button", { name: "Question", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "New question" });
    await dialog.getByLabel("Question").fill(title);
    // The answer's rich-text editor (lazy: it loads on first use).
    await dialog.getByRole("textbox", { name: "Answer" }).fill(answer);
    await checkA11y(page, "the question dialog");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await mine.getByRole("button", { name: "How many days?", exact: true }).click();
  await expect(mine.getByText("28 days")).toBeVisible();
  expect(await questionsOf(mine)).toEqual(["How many days?", "Who approves?"]);
  await checkA11y(page, "faq as editor");

  // Keyboard: Space picks the question up, ArrowDown moves it, Space drops it; each step is announced in English.
  const handle = mine.getByRole("button", { name: "Move “How many days?”" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toContainText("Picked up “How many days?”. Position 1 of 2.");
  await dndKeysReady(page);
  await page.keyboard.press("ArrowDown");
  await expect(announced(page)).toContainText("moved to position 2 of 2");
  await page.keyboard.press("Space");
  await expect(announced(page)).toContainText("Dropped “How many days?” at position 2 of 2.");
  await expect.poll(() => questionsOf(mine)).toEqual(["Who approves?", "How many days?"]);
  await expect(handle).toBeFocused();
  // Stored: the order survives a reload.
  await expect
    .poll(async () => {
      const faq = (await callApi<any>(page, "/api/getFaqByClient")).body;
      const c = faq.categories.find((x: any) => x.category_name === name);
      return c.question_position_ids.map((id: number) => faq.items.find((i: any) => i.id === id).title);
    })
    .toEqual(["Who approves?", "How many days?"]);

  // Mouse: the new topic (last) is dragged above the first one.
  await page.reload();
  await expect(mine).toBeVisible({ timeout: 30_000 });
  const before = await topics(page);
  expect(before.at(-1)).toBe(name);
  const from = await mine.getByRole("button", { name: `Move “${name}”` }).boundingBox();
  const to = await topic(page, before[0]).getByRole("button", { name: `Move “${before[0]}”` }).boundingBox();
  if (!from || !to) throw new Error("no drag handles");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y - 150, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => topics(page)).toEqual([name, ...before.slice(0, -1)]);
  await expect
    .poll(async () => {
      const faq = (await callApi<any>(page, "/api/getFaqByClient")).body;
      return faq.categories.find((c: any) => c.id === faq.category_position_ids[0]).category_name;
    })
    .toBe(name);

  // Rename the topic.
  await mine.getByRole("button", { name: `Rename topic “${name}”` }).click();
  const rename = page.getByRole("dialog", { name: "Rename topic" });
  await rename.getByLabel("Topic name").fill(`${name}!`);
  await rename.getByRole("button", { name: "Save" }).click();
  const renamed = topic(page, `${name}!`);
  await expect(renamed).toBeVisible();

  // Remove a question: asked first, Cancel has focus; after removal focus stays on the topic's controls.
  await renamed.getByRole("button", { name: "Delete question “Who approves?”" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the question?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkA11y(page, "the removal question");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(renamed.getByRole("heading", { level: 3, name: "Who approves?" })).toHaveCount(0);
  await expectFocusKept(page, "after removing a question");

  // Remove the topic with its last question.
  await renamed.getByRole("button", { name: `Delete topic “${name}!”` }).click();
  const confirmTopic = page.getByRole("alertdialog", { name: "Delete the topic?" });
  await expect(confirmTopic).toContainText("with its 1 question");
  await confirmTopic.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add topic" })).toBeFocused();
});

test("an order announced in Russian on the Russian page", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "", "/faq");
  const first = topic(page, "Обучение");
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole("button", { name: "Переместить «Где лежат учебные материалы?»" }).focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toContainText("«Где лежат учебные материалы?» взят. Позиция 1 из 2.");
  await dndKeysReady(page);
  await page.keyboard.press("Escape");
  await expect(announced(page)).toContainText("Перемещение отменено");
  expect(await questionsOf(first)).toEqual(["Где лежат учебные материалы?", "Обязательны ли все курсы?"]);
});

test("the answer editor has ProseMirror's styles: typed spaces kept, no warning in the console", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (/ProseMirror/.test(m.text())) warnings.push(m.text());
  });
  await login(page, "admin@demo.local", undefined, "en", "/en/faq");
  await main(page).getByRole("button", { name: "Question", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New question" });
  const answer = dialog.getByRole("textbox", { name: "Answer" });
  await expect(answer).toBeVisible();
  // prosemirror.css sets break-spaces (pre-wrap where that is unknown); without it the editor had "normal", ProseMirror
  // warned, and runs of typed spaces collapsed.
  expect(await answer.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("break-spaces");
  await answer.pressSequentially("two  spaces");
  await expect(answer).toHaveText("two  spaces");
  expect(warnings).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
