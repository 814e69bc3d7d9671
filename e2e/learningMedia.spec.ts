// The track's media tab: an administrator picks a PDF and an image into a track's tasks and assigns it to the demo
// mentor (the demo's person least used by the other specs); the mentor, who has no library right on those files,
// sees them in the media tab with kind, name and size, and downloads the PDF through the library's file serving.
// A track without materials says so. Axe on both.
import { callApi } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";
import { ok, PDF, putFile, trackFor } from "./learningTracks";

const expect = baseExpect.configure({ timeout: 20_000 });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

test("the mentor opens their track's media tab and downloads a material", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "mentor@demo.local", undefined, "en");
  const mentor = (await ok(callApi<{ user: { id: number } }>(page, "/api/getSessionData"))).user.id;
  await login(page, "admin@demo.local", undefined, "en");
  const stamp = Date.now() % 100_000;
  const guide = await putFile(page, `mentoring guide ${stamp}.pdf`, "application/pdf", PDF);
  const photo = await putFile(page, `team photo ${stamp}.png`, "image/png", PNG);
  const withMedia = await trackFor(page, mentor, `Mentoring ${stamp}`, [
    { title: "Read the mentoring guide", workflow_element_type_id: 1, content: { text: "Read it.", files: [{ library_file_id: guide, kind: "pdf" }] } },
    { title: "Meet the team", workflow_element_type_id: 8, content: { image: { library_file_id: photo } } },
  ]);
  const without = await trackFor(page, mentor, `Plain ${stamp}`, [{ title: "Say hello", workflow_element_type_id: 1, content: { text: "Hello." } }]);

  await login(page, "mentor@demo.local", undefined, "en", `/en/learning/track/${withMedia}`);
  await expect(page.getByRole("heading", { level: 1, name: `Mentoring ${stamp}` })).toBeVisible();
  await page.getByRole("tab", { name: "Media" }).click();
  const list = page.getByRole("list", { name: "The track's materials" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(`PDF mentoring guide ${stamp}.pdf`);
  await expect(list.getByRole("listitem").first()).toContainText("Read the mentoring guide");
  await expect(list.getByRole("listitem").nth(1)).toContainText(`Image team photo ${stamp}.png`);
  await checkA11y(page, "track media tab");
  // the keyboard reaches the buttons from the tab
  await page.getByRole("tab", { name: "Media" }).focus();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("button", { name: `Open mentoring guide ${stamp}.pdf` })).toBeFocused();
  const download = page.waitForEvent("download");
  await list.getByRole("button", { name: `Download mentoring guide ${stamp}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`mentoring guide ${stamp}.pdf`);

  await page.goto(`/en/learning/track/${without}`);
  await expect(page.getByRole("heading", { level: 1, name: `Plain ${stamp}` })).toBeVisible();
  await page.getByRole("tab", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "This track has no materials" })).toBeVisible();
  await checkA11y(page, "track media tab, empty");
});

test("a growth track has the same media tab under /growth/growthTrack", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "manager@demo.local", undefined, "fr");
  const growth = (await ok(callApi<{ items: { workflow_id: number }[] }>(page, "/api/userTracks", { workflow_types: [2] }))).items[0];
  await page.goto(`/fr/growth/growthTrack/track/${growth.workflow_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manager essentials" })).toBeVisible();
  await page.getByRole("tab", { name: "Médias" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Ce parcours n'a pas de supports" })).toBeVisible();
  await checkA11y(page, "growth track media tab, empty (fr)");
});
