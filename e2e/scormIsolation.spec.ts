// Issue 35, item 1: a SCORM package's script must never reach the viewer's session. A hostile package built here
// (its index.html and an SVG try the app's cookie, storage and API, the refresh endpoint, the app page's DOM) is
// opened by an administrator through the player and directly by its content address: every attempt fails, while
// the same package still finds the run-time API in the player and its commit is stored.
import type { Page } from "@playwright/test";
import { makeZip } from "../tests/server/zipFixture";
import { callApi } from "./apiHelpers";
import { expect, login, test } from "./fixtures";

const MANIFEST = `<?xml version="1.0"?><manifest identifier="hostile" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Hostile</title><item identifier="i" identifierref="r"><title>Hostile</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource></resources></manifest>`;

/** What the package tries; each line of the report says what it got. The app is on the content port minus one (e2e). */
const PROBE = `
const app = location.protocol + "//" + location.hostname + ":" + (Number(location.port) - 1);
const report = {};
const attempt = async (name, f) => { try { report[name] = await f(); } catch (e) { report[name] = "refused: " + e.name; } };
(async () => {
  await attempt("cookie", () => document.cookie);
  await attempt("localToken", () => localStorage.getItem("authToken"));
  await attempt("sessionKeys", () => Object.keys(sessionStorage).join(","));
  await attempt("sessionData", async () => (await fetch("/api/getSessionData")).status);
  await attempt("appSessionData", async () => (await fetch(app + "/api/getSessionData", { credentials: "include" })).status);
  await attempt("refresh", async () => (await fetch(app + "/api/userAuthTokens/refresh", { method: "POST", credentials: "include" })).status);
  await attempt("localRefresh", async () => (await fetch("/api/userAuthTokens/refresh", { method: "POST" })).status);
  await attempt("topDom", () => window.top.document.body.innerHTML.length);
  await attempt("topToken", () => window.top.localStorage.getItem("authToken"));
  let api = null;
  for (let w = window; w && !api; w = w === w.parent ? null : w.parent) { try { api = w.API || null; } catch (e) {} }
  report.api = !!api;
  if (api) {
    report.init = api.LMSInitialize("");
    api.LMSSetValue("cmi.core.lesson_status", "completed");
    report.commit = api.LMSCommit("");
  }
  const out = document.createElement("pre");
  out.id = "report";
  out.textContent = JSON.stringify(report);
  document.body.append(out);
})();`;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><text id="report" x="4" y="30">pending</text>
<script>
const app = location.protocol + "//" + location.hostname + ":" + (Number(location.port) - 1);
fetch(app + "/api/userAuthTokens/refresh", { method: "POST", credentials: "include" })
  .then((r) => { document.getElementById("report").textContent = "answered " + r.status; })
  .catch((e) => { document.getElementById("report").textContent = "refused " + e.name; });
</script></svg>`;

const hostileZip = () => makeZip([
  { name: "imsmanifest.xml", data: Buffer.from(MANIFEST) },
  { name: "index.html", data: Buffer.from(`<!doctype html><html lang="en"><head><title>Hostile</title></head><body><h1>Hostile</h1><script>${PROBE}</script></body></html>`) },
  { name: "evil.svg", data: Buffer.from(SVG) },
]);

const uploadHostile = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const r = await page.request.post("/api/fileStorageUploader", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { purpose: "scorm", file: { name: "hostile.zip", mimeType: "application/zip", buffer: hostileZip() } },
  });
  expect(r.status(), await r.text()).toBe(200);
  const [file] = (await r.json()) as { id: number }[];
  return (await callApi<{ url: string; scorm_package_id: string }>(page, `/api/scormPackageUrl?library_file_id=${file.id}`)).body;
};

/** Every way to the viewer's session failed: no cookie or token, the API unreachable or answering nothing of theirs. */
const expectNothingTaken = (report: Record<string, unknown>) => {
  expect(String(report.cookie)).not.toContain("stride_refresh");
  expect(report.localToken).toBeNull();
  expect(report.sessionKeys).toBe("");
  expect(report.sessionData).toBe(404);
  expect(String(report.appSessionData)).toMatch(/^refused/);
  expect(String(report.refresh)).toMatch(/^refused/);
  expect(report.localRefresh).toBe(404);
};

test("a package's script reaches neither the viewer's session nor the app, and the package still plays", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "admin@demo.local", undefined, "en", "/en/library");
  const pkg = await uploadHostile(page);
  const before = await page.evaluate(() => localStorage.getItem("authToken"));

  await page.goto(`/en${pkg.url}`);
  const report = page.frameLocator('iframe[title="SCORM package content"]').frameLocator('iframe[title="SCORM package content"]').locator("#report");
  await expect(report).toBeAttached({ timeout: 30_000 });
  const inPlayer = JSON.parse((await report.textContent()) ?? "{}");
  expectNothingTaken(inPlayer);
  expect(String(inPlayer.topDom)).toMatch(/^refused: SecurityError/);
  expect(String(inPlayer.topToken)).toMatch(/^refused: SecurityError/);
  // The same package, in the player, still finds the run-time API and its commit is stored.
  expect(inPlayer).toMatchObject({ api: true, init: "true", commit: "true" });
  await expect.poll(async () => (await callApi<{ completed: boolean }>(page, `/api/scorm/status?id=${pkg.scorm_package_id}`)).body.completed, { timeout: 15_000 }).toBe(true);

  // Opened directly by its content address (a link someone sent): the same attempts fail, and there is no API.
  const launch = (await callApi<{ content_base: string; content_origin: string }>(page, "/api/scorm/launch", { scorm_package_id: pkg.scorm_package_id })).body;
  expect(new URL(launch.content_origin).origin).not.toBe(new URL(page.url()).origin);
  const direct = await page.context().newPage();
  await direct.goto(`${launch.content_base}index.html`);
  await expect(direct.locator("#report")).toBeAttached({ timeout: 30_000 });
  const alone = JSON.parse((await direct.locator("#report").textContent()) ?? "{}");
  expectNothingTaken(alone);
  expect(alone.api).toBe(false);
  // The SVG runs under the content CSP on the content origin: its request to the app is refused.
  const svg = await direct.goto(`${launch.content_base}evil.svg`);
  expect(svg?.headers()["content-security-policy"]).toContain("connect-src 'self'");
  expect(svg?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(direct.locator("#report")).toHaveText(/^refused/, { timeout: 15_000 });
  // The package's own address on the app's origin serves nothing.
  expect((await page.request.get(`/api/scorm/content/${launch.content_base.split("/c/")[1]}index.html`)).status()).toBe(404);
  // The viewer's session is untouched: the same token, still answering.
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBe(before);
  expect((await callApi(page, "/api/getSessionData")).status).toBe(200);
});
