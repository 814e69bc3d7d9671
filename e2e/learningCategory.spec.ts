// A category's page (/learning/{category}, /growth/growthTrack/{category}) and a task's own files: an administrator
// gives the demo mentor a "Compliance" track (a built-in category) whose task has a PDF; the mentor opens the
// category from its heading on /learning, sees only that category's tracks with the way back, opens the task and
// downloads its file. An unknown category says so; a category of the other kind with none of theirs is empty; the
// manager's growth category opens from /growth/growthTrack. Axe on every page.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";
import { ok, PDF, putFile, trackFor } from "./learningTracks";

const expect = baseExpect.configure({ timeout: 20_000 });
const COMPLIANCE = -3;

/** A published compliance track starting today with one reading task, assigned to one person. */
const complianceTrack = (page: Page, userId: number, name: string, content: Record<string, unknown>) =>
  trackFor(page, userId, name, [{ title: `Read the policy ${name}`, workflow_element_type_id: 1, content }], { category_id: COMPLIANCE });

test("the mentor opens a category's page from /learning and a task's own file", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "mentor@demo.local", undefined, "en");
  const mentor = (await ok(callApi<{ user: { id: number } }>(page, "/api/getSessionData"))).user.id;
  await login(page, "admin@demo.local", undefined, "en");
  const stamp = Date.now() % 100_000;
  const policy = await putFile(page, `security policy ${stamp}.pdf`, "application/pdf", PDF);
  await complianceTrack(page, mentor, `Security ${stamp}`, { text: "Read it.", files: [{ library_file_id: policy, kind: "pdf" }] });
  await complianceTrack(page, mentor, `Plain ${stamp}`, { text: "Nothing attached." });

  await login(page, "mentor@demo.local", undefined, "en", "/en/learning");
  await expect(page.getByRole("heading", { level: 1, name: "My tracks" })).toBeVisible();
  await page.getByRole("heading", { level: 2, name: "Compliance" }).getByRole("link", { name: "Compliance" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/learning/${COMPLIANCE}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  const card = page.getByRole("article", { name: `Security ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "Tasks by state" })).toContainText("1");
  // only this category's tracks: the mentor's demo onboarding tracks (category Onboarding) are not here
  for (const other of (await ok(callApi<{ items: { display_name: string; category_id: number | null }[] }>(page, "/api/userTracks", { workflow_types: [1] }))).items) {
    if (other.category_id !== COMPLIANCE) await expect(page.getByRole("article", { name: other.display_name, exact: true })).toHaveCount(0);
  }
  await checkA11y(page, "learning category");

  await card.getByRole("link", { name: `Security ${stamp}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Security ${stamp}` })).toBeVisible();
  await page.getByRole("list", { name: "The track's tasks in order" }).getByRole("link", { name: `Read the policy Security ${stamp}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Read the policy Security ${stamp}` })).toBeVisible();
  const files = page.getByRole("list", { name: "Files of the task" });
  await expect(page.getByRole("heading", { level: 2, name: "Files of the task" })).toBeVisible();
  await expect(files.getByRole("listitem")).toHaveCount(1);
  await expect(files).toContainText(`PDF security policy ${stamp}.pdf`);
  await checkA11y(page, "task with its files");
  const download = page.waitForEvent("download");
  await files.getByRole("button", { name: `Download security policy ${stamp}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`security policy ${stamp}.pdf`);

  // a task without files has no files section at all
  await page.goto(`/en/learning/${COMPLIANCE}`);
  await page.getByRole("article", { name: `Plain ${stamp}` }).getByRole("link").click();
  await page.getByRole("list", { name: "The track's tasks in order" }).getByRole("link", { name: `Read the policy Plain ${stamp}` }).click();
  await expect(page.getByText("Nothing attached.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Files of the task" })).toHaveCount(0);

  // the way back from a category, an unknown one, `track` alone, a category with none of their onboarding tracks
  await page.goto(`/en/learning/${COMPLIANCE}`);
  await page.getByRole("link", { name: "All tracks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My tracks" })).toBeVisible();
  for (const address of ["/en/learning/999999", "/en/learning/track"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 2, name: "Category not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All tracks" })).toBeVisible();
  }
  await checkA11y(page, "learning category not found");
  await page.goto("/en/learning/-2");
  await expect(page.getByRole("heading", { level: 1, name: "Growth" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "You have no tracks in this category" })).toBeVisible();
  await checkA11y(page, "learning category, empty");
});

test("the manager opens their growth category from /growth/growthTrack (fr)", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "manager@demo.local", undefined, "fr", "/fr/growth/growthTrack");
  await page.getByRole("heading", { level: 2, name: "Développement" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/fr\/growth\/growthTrack\/-2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Développement" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Manager essentials" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tous les parcours" })).toHaveAttribute("href", "/fr/growth/growthTrack");
  await checkA11y(page, "growth category (fr)");
});
