// The SCORM player in Chromium with axe: an administrator uploads a SCORM 1.2 and a SCORM 2004 package
// (/work/shared/fixtures/scorm), plays each, moves through its pages, leaves (the package's Terminate is recorded),
// relaunches and is offered to resume at the page where they left.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { axeOf, checkA11y, expect, login, test } from "./fixtures";
import { keyboardWalk } from "./keyboardWalk";

const FIXTURES = "/work/shared/fixtures/scorm";

/** Uploads a fixture as a SCORM package through the library's uploader and returns the player's address. */
const uploadPackage = async (page: Page, name: string) => {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const r = await page.request.post("/api/fileStorageUploader", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { purpose: "scorm", file: { name, mimeType: "application/zip", buffer: await readFile(`${FIXTURES}/${name}`) } },
  });
  expect(r.status(), await r.text()).toBe(200);
  const [file] = (await r.json()) as { id: number }[];
  const { body } = await callApi<{ url: string; scorm_package_id: string }>(page, `/api/scormPackageUrl?library_file_id=${file.id}`);
  return body;
};

const statusOf = async (page: Page, id: string) =>
  (await callApi<{ state: string | null; completed: boolean; attempts: number }>(page, `/api/scorm/status?id=${id}`)).body;

for (const name of ["RuntimeBasicCalls_SCORM12.zip", "RuntimeBasicCalls_SCORM20043rdEdition.zip"]) {
  test(`${name}: launch, move on, leave, relaunch and resume where the learner left`, async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, "admin@demo.local", undefined, "en", "/en/library");
    const pkg = await uploadPackage(page, name);
    // The golf content asks with confirm() whether to resume: the learner says yes.
    page.on("dialog", (d) => void d.accept());

    await page.goto(`/en${pkg.url}`);
    await expect(page.getByRole("heading", { level: 1, name: "Golf Explained - Run-time Basic Calls" })).toBeVisible({ timeout: 30_000 });
    const content = page.frameLocator('iframe[title="SCORM package content"]');
    await expect(content.locator("#butNext")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => statusOf(page, pkg.scorm_package_id)).toMatchObject({ attempts: 1, state: "active" });
    // axe on our page; the package's own pages (third-party content in the frame) are left out.
    const axe = await axeOf(page).exclude("iframe").analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // Two pages on: the bookmark (lesson location) is page 2.
    await content.locator("#butNext").click();
    await content.locator("#butNext").click();
    await expect(content.locator("#contentFrame")).toHaveAttribute("src", /Scoring\.html$/);

    // Leaving ends the session: the package's Terminate is stored and the attempt waits to be resumed.
    await page.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/en\/library/);
    await expect.poll(() => statusOf(page, pkg.scorm_package_id), { timeout: 15_000 }).toMatchObject({ attempts: 1, state: "suspended", completed: false });

    // The relaunch resumes the same attempt at the bookmarked page.
    await page.goto(`/en${pkg.url}`);
    await expect(page.getByText("Resuming where you left off")).toBeVisible({ timeout: 30_000 });
    await expect(content.locator("#contentFrame")).toHaveAttribute("src", /Scoring\.html$/, { timeout: 30_000 });
    await expect.poll(() => statusOf(page, pkg.scorm_package_id)).toMatchObject({ attempts: 1, state: "active" });

    // On to the last of its 16 pages (the assessment), where the content reports itself completed; the exit commits it.
    for (let at = 2; at < 15; at++) await content.locator("#butNext").click();
    await expect(content.locator("#contentFrame")).toHaveAttribute("src", /assessmenttemplate\.html/);
    await content.locator("#butExit").click();
    await expect.poll(() => statusOf(page, pkg.scorm_package_id), { timeout: 15_000 }).toMatchObject({ completed: true });
  });
}

// The package's own page takes Tab into its frame (the content is the package's, not ours), so the walk runs on the
// route's other state: an unknown package, which answers with the error and its retry.
test("the player's page of an unknown package shows the error, with axe and the keyboard walk", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/scorm/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("main")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not found|could not be opened/i).first()).toBeVisible({ timeout: 30_000 });
  await checkA11y(page, "scorm player, unknown package");
  await keyboardWalk(page, { label: "/en/scorm/{unknown}" });
});
