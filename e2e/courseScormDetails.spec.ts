// The course analytics' SCORM view shows each SCO of an attempt on demand: status, score, time and last commit
// (a package of five SCOs, one of them committed through the API). Axe with the details open.
import { readFile } from "node:fs/promises";
import { apiOf } from "./apiHelpers";
import { checkA11y, expect as baseExpect, login, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
const NAME = "SequencingForcedSequential_SCORM20043rdEdition.zip";

test("the SCORM view lists each SCO of an attempt with its status, score, time and last commit", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/management/learning/courses");
  const api = apiOf(page);
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const up = await page.request.post("/api/fileStorageUploader", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { purpose: "scorm", file: { name: NAME, mimeType: "application/zip", buffer: await readFile(`/work/shared/fixtures/scorm/${NAME}`) } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const [file] = (await up.json()) as { id: number }[];
  const { scorm_package_id } = await api("GET", `/api/scormPackageUrl?library_file_id=${file.id}`);
  const items = (await api("GET", `/api/scorm/package?id=${scorm_package_id}`)).items as { identifier: string; title: string; href: string | null }[];
  const scos = items.filter((i) => i.href !== null);
  expect(scos.length).toBe(5);

  const course = await api("POST", "/api/courseEditor", { ...blank, title: `SCORM details ${Date.now() % 1_000_000}` });
  const mod = (await api("POST", `/api/courseEditor/${course.id}/modules`, { title: "Module" })).modules_list[0];
  await api("POST", `/api/courseModules/${mod.id}/materials`, { kind: "scorm", title: "Golf", scorm_package_id });
  const attempt = await api("POST", "/api/scorm/launch", { scorm_package_id });
  await api("POST", "/api/scorm/commit", {
    attempt_id: attempt.attempt_id, item: scos[0].identifier, terminate: true,
    values: { "cmi.completion_status": "completed", "cmi.success_status": "passed", "cmi.score.scaled": "0.8", "cmi.session_time": "PT2M5S" },
  });

  await page.goto(`/en/management/learning/courses/${course.id}`);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByRole("tab", { name: "SCORM" }).click();
  const show = page.getByRole("button", { name: /^Show SCOs \(5\): SCOs of attempt 1 by / });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await show.click();
  const list = page.getByRole("list", { name: /^SCOs of attempt 1 by / });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText(scos[0].title);
  await expect(first).toContainText("score 80%");
  await expect(first).toContainText("time spent 2 min 5 s");
  await expect(first).toContainText("last commit");
  await expect(first).toContainText("Completed");
  await expect(list.getByRole("listitem").nth(1)).toContainText("not opened");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Not attempted");
  await checkA11y(page, "course analytics: SCORM per-SCO details");
  await page.getByRole("button", { name: /^Hide SCOs \(5\)/ }).click();
  await expect(list).toBeHidden();
});
