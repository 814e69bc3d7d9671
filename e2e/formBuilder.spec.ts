// The form builder (src/features/formBuilder) on the UI gallery: build a test with a single-choice and a
// multi-choice question, reorder them with the keyboard and with the mouse, see the save refused while correct
// answers are missing (the message beside the options, focus on the first problem), then fill the saved test in the
// preview and have it scored by the shared correctness function.
import type { Locator, Page } from "@playwright/test";
import { checkA11y, expect, login, test } from "./fixtures";
import { expectFocusKept } from "./keyboardWalk";
import { dndKeysReady } from "./dnd";

const builder = (page: Page) => page.getByRole("list", { name: "Form elements" });
const elements = (page: Page) => builder(page).locator("[data-element]");
const headings = (page: Page) => builder(page).getByRole("heading", { level: 3 });

/** react-aria's checkboxes and radios hide their input inside the label: a user clicks the label. */
const tick = (control: Locator) => control.locator("xpath=ancestor::label[1]").click();

const addQuestion = async (page: Page, type: string, title: string, options: string[]) => {
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("menuitem", { name: type, exact: true }).click();
  const card = elements(page).last();
  // Focus goes to the new question's text.
  await expect(card.getByRole("textbox", { name: "Question" })).toBeFocused();
  await page.keyboard.type(title);
  for (const [i, option] of options.entries()) {
    if (i > 0) {
      await card.getByRole("button", { name: "Add option" }).click();
      await expect(card.getByRole("textbox", { name: `Option ${i + 1}` })).toBeFocused();
    }
    await card.getByRole("textbox", { name: `Option ${i + 1}` }).fill(option);
  }
};

test("a test is built, reordered by keyboard and mouse, refused without correct answers, then filled and scored", async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/settings/ui-gallery#formBuilder");
  // The section and its builder load lazily: under load that takes a while.
  await expect(page.getByRole("button", { name: "Add question" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Form builder" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Test" })).toBeChecked();
  await expect(page.getByText("The form is empty. Add a question or an element.")).toBeVisible();

  await addQuestion(page, "Single choice", "Capital of France?", ["Paris", "Lyon"]);
  await addQuestion(page, "Multiple choice", "Prime numbers", ["2", "3", "4"]);
  await expect(headings(page)).toHaveText(["1. Single choice", "2. Multiple choice"]);

  // Without correct answers the test is not saved: the message shows beside each question's options.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: 2 problems" })).toBeVisible();
  const missing = "Mark the correct answer: a test cannot be saved without its correct answers";
  await expect(elements(page).nth(0).getByText(missing)).toBeVisible();
  await expect(elements(page).nth(1).getByText(missing)).toBeVisible();
  await expect(elements(page).nth(0).getByText(missing)).toBeFocused();
  await checkA11y(page, "form builder with errors");

  await tick(elements(page).nth(0).getByRole("checkbox", { name: "Correct answer: Paris" }));
  await expect(elements(page).nth(0).getByText(missing)).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: 1 problem" })).toBeVisible();
  for (const n of ["2", "3"]) await tick(elements(page).nth(1).getByRole("checkbox", { name: `Correct answer: ${n}` }));
  await expect(page.getByText(missing)).toHaveCount(0);

  // Keyboard: Space picks the multi choice up, ↑ moves it, Space drops it; the move is announced.
  const multiHandle = page.getByRole("button", { name: "Move Multiple choice “Prime numbers”", exact: true });
  await multiHandle.focus();
  // Each key once dnd-kit has answered the last (it measures the list after the pick-up before it can move), as a
  // person hears it: the pick-up, the new place, the drop.
  const said = page.getByRole("status").filter({ hasText: /Prime numbers/ });
  await page.keyboard.press("Space");
  await expect(said).toContainText("Picked up Multiple choice “Prime numbers”, position 2 of 2");
  await dndKeysReady(page);
  await page.keyboard.press("ArrowUp");
  await expect(said).toContainText("Multiple choice “Prime numbers”: position 1 of 2");
  await page.keyboard.press("Space");
  await expect(said).toContainText("Multiple choice “Prime numbers” moved to position 1 of 2");
  await expect(headings(page)).toHaveText(["1. Multiple choice", "2. Single choice"]);
  await expect(multiHandle).toBeFocused();

  // Mouse: drag the single choice back above it (a tall window, so both cards are on screen for the pointer).
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.getByRole("button", { name: "Add question" }).scrollIntoViewIfNeeded();
  const from = await page.getByRole("button", { name: "Move Single choice “Capital of France?”", exact: true }).boundingBox();
  const to = await elements(page).nth(0).boundingBox();
  if (!from || !to) throw new Error("no boxes");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - ((from.y - to.y + 20) * i) / 10);
  await page.mouse.up();
  await expect(headings(page)).toHaveText(["1. Single choice", "2. Multiple choice"]);

  // Duplicate and remove: focus moves to the copy, then to the next element's handle.
  await elements(page).nth(1).getByRole("button", { name: "Duplicate Multiple choice “Prime numbers”" }).click();
  await expect(headings(page)).toHaveCount(3);
  await expect(elements(page).nth(2).getByRole("textbox", { name: "Question" })).toBeFocused();
  await elements(page).nth(2).getByRole("button", { name: "Remove Multiple choice “Prime numbers”" }).click();
  await expect(headings(page)).toHaveCount(2);
  await expectFocusKept(page, "after removing an element");

  // Saved: the preview fills it, and the answers are scored.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Form saved: fill it in below").first()).toBeVisible();
  const preview = page.locator("[data-question]");
  await tick(preview.getByRole("radio", { name: "Paris" }));
  await tick(preview.getByRole("checkbox", { name: "2" }));
  await tick(preview.getByRole("checkbox", { name: "4" }));
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Right answers: 1 of 2 (50%)" })).toBeVisible();
  await expect(page.locator("[data-question]").filter({ hasText: "Capital of France?" }).getByText("Right", { exact: true })).toBeVisible();
  await expect(page.locator("[data-question]").filter({ hasText: "Prime numbers" }).getByText("Wrong", { exact: true })).toBeVisible();
  await checkA11y(page, "form builder preview with results");

  await tick(preview.getByRole("checkbox", { name: "4" }));
  await tick(preview.getByRole("checkbox", { name: "3" }));
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Right answers: 2 of 2 (100%)" })).toBeVisible();
});

test("the builder speaks French, and a test needs its correct answers there too", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "fr", "/fr/settings/ui-gallery#formBuilder");
  await expect(page.getByRole("button", { name: "Ajouter une question" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Créateur de formulaires" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une question" }).click();
  await page.getByRole("menuitem", { name: "Choix unique", exact: true }).click();
  await page.keyboard.type("Quelle couleur ?");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Cochez la bonne réponse : un test ne peut pas être enregistré sans ses bonnes réponses")).toBeVisible();
  await expect(page.getByText("Indiquez au moins deux options")).toBeVisible();
});
