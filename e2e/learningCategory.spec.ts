// A category's page (/learning/{category}, /growth/growthTrack/{category}) and a task's own files: an administrator
// gives the demo mentor a "Compliance" track (a built-in category) whose task has a PDF; the mentor opens the
// category from its heading on /learning, sees only that category's tracks with the way back, opens the task and
// downloads its file. An unknown category says so; a category of the other kind with none of theirs is empty; the
// manager's growth category opens from /growth/growthTrack. Axe on every page.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const COMPLIANCE = -3;

const ok = async <T>(r: Promise<{ status: number; body: T }>) => {
  const reply = await r;
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

const put = async (page: Page, name: string) => {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const r = await page.request.post("/api/fileStorageUploader", { headers: { authorization: `Bearer ${token}` }, multipart: { file: { name, mimeType: "application/pdf", buffer: PDF } } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { id: number }[])[0].id;
};

/** A published compliance track starting today with one reading task, assigned to one person; its id. */
const complianceTrack = async (page: Page, userId: number, name: string, content: Record<string, unknown>) => {
  const today = new Date().toISOString().slice(0, 10);
  const track = await ok(callApi<{ id: number }>(page, "/api/workflows", {
    folder_id: null, display_name: name, workflow_type_id: 1, category_id: COMPLIANCE, duration_type: "RELATION", workflow_checkpoint_id: 7,
    workflow_checkpoint_custom_date: today,
  }));
  await ok(callApi(page, "/api/manageWorkflowElement", {
    element: { workflow_id: track.id, title: `Read the policy ${name}`, workflow_element_type_id: 1, start_date_rel: 0, end_date_rel: 2, content },
  }));
  const cond = await ok(callApi<{ publication_version: number }>(page, `/api/getWorkflowPublicationConditions?library_file_id=${track.id}`));
  await ok(callApi(page, "/api/publishWorkflow", { library_file_id: track.id, expectedVersion: cond.publication_version }));
  await ok(callApi(page, "/api/batchEntitiesProfileProcessing", {
    operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: userId, target_object_ids: [track.id],
  }));
  return track.id;
};

test("the mentor opens a category's page from /learning and a task's own file", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "mentor@demo.local", undefined, "en");
  const mentor = (await ok(callApi<{ user: { id: number } }>(page, "/api/getSessionData"))).user.id;
  await login(page, "admin@demo.local", undefined, "en");
  const stamp = Date.now() % 100_000;
  const policy = await put(page, `security policy ${stamp}.pdf`);
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
