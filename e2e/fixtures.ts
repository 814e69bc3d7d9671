// Shared helpers for the browser tests: sign-in through the real form, and an axe check that fails on any
// violation of the page as it is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, type Request, test as base } from "@playwright/test";
import { serverUrl } from "./servers";
import { signIn } from "./signIn";

export const DemoPassword = "Demo-2026!";

/**
 * Signs in as `email` for a test about something else: a session from the API, then `to` if given, else the locale's
 * index ("" is Russian), which leads home (e2e/signIn.ts). Waits to get there. A test that begins on another page
 * passes it as `to`: loading home first and then that page started the app twice.
 */
export const login = (page: Page, email: string, password = DemoPassword, locale: "" | "en" | "fr" = "", to?: string) =>
  signIn(page, email, password, locale, to);

/** Signs in through the login form of a locale ("" is Russian) and waits to leave it: for tests of signing in. */
export const loginThroughForm = async (page: Page, email: string, password = DemoPassword, locale: "" | "en" | "fr" = "") => {
  if (!/\/(en|fr)?\/?$/.test(new URL(page.url(), "http://x").pathname) || page.url() === "about:blank") await page.goto(locale ? `/${locale}` : "/");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !/^\/(en|fr)?\/?$/.test(url.pathname), { timeout: 20_000 });
};

/** WCAG 2.2 A and AA (target size among them) and axe's best practices (docs/accessibility.md). */
export const AxeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * An axe run made for this suite: it reads violations only, so axe processes no other result type (`resultTypes`:
 * passes, incomplete and inapplicable list one node per rule instead of every node), and it runs in the page
 * (`setLegacyMode`: `axe.run`, same-origin frames included; the app has no frames) instead of running each frame
 * apart and merging the parts in an extra blank page of the context with a second copy of axe. Measured on
 * 2026-11-27 on the users list (2 cores, load 15): 1.7 browser CPU-s and 0.1 runner CPU-s instead of 8 and 2, the
 * same violations (a page broken on purpose in eight ways gave the same eight findings both ways).
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });

/** axe-core's own build, read once per worker. */
let axeSource: string | undefined;

interface AxeViolation { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }

/**
 * axe on the whole document, put into the page once per document. `AxeBuilder.analyze()` evaluates axe's 570 KB
 * source twice on every call (its check, then its legacy run's injection), so each of the suite's 200-odd checks
 * compiled it anew: measured on 2026-11-28 on the users list, 1.3–2.4 renderer CPU-s and 37–75 ms of the runner's a
 * check that way, 0.4–1.3 s and 3–8 ms with axe already in the page. The rules and results are the same (`axe.run`
 * with the tags, violations only); the app has no frames to inject into (the SCORM player's frame holds the
 * package's own content, which scorm.spec leaves out through `axeOf`).
 */
const runAxe = async (page: Page, tags: readonly string[]): Promise<AxeViolation[]> => {
  if (!(await page.evaluate(() => "axe" in window))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] })
        .then((r) => r.violations),
    [...tags],
  );
};

/** Runs axe on the page and fails on any violation, listing them. */
export const checkA11y = async (page: Page, label = page.url()) => {
  // A dialog fading in has text at partial opacity, which axe reads as low contrast: check the settled page.
  // Spinners animate forever: only finite animations are waited for. A notice can still arrive while axe runs (its
  // entry fades in), so the check runs with reduced motion, where the app's animations last 0.01 ms.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await settledAxe(page, label);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
};

const settledAxe = async (page: Page, label: string) => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await runAxe(page, AxeTags);
  // Every impact fails, minor included (issue 20): a moderate heading jump is as real to a screen reader user.
  const report = violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`);
  expect(report, `axe on ${label}`).toEqual([]);
};

/** Waits until the app has rendered (the start-up spinner is gone). */
export const appReady = async (page: Page) => {
  await expect(page.locator("#boot")).toHaveCount(0);
};

/** The live notification stream stays open as long as a signed-in page does (services/client/notificationStream.ts). */
const isLiveStream = (r: Request) => r.url().includes("/notifications/stream");
const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests still open, the live stream apart; tracking starts on first use (the fixture starts it). */
const trackRequests = (page: Page) => {
  let pending = inFlight.get(page);
  if (pending) return pending;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on("request", (r) => !isLiveStream(r) && open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  pending = open;
  return pending;
};

/**
 * Whether the app has nothing left to load, read in the page after two frames (a render that an answer caused has then
 * run its effects, where a read that follows it starts): the router idle, no query fetching (route preloads count),
 * no mutation running. Null on a page without the app.
 */
const appIdle = (page: Page) =>
  page
    .evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      type Client = { isFetching: () => number; isMutating: () => number };
      const router = (window as { __TSR_ROUTER__?: { state: { status: string; isLoading: boolean }; options: { context?: { queryClient?: Client } } } })
        .__TSR_ROUTER__;
      if (!router) return null;
      const client = router.options.context?.queryClient;
      return router.state.status === "idle" && !router.state.isLoading && (!client || client.isFetching() + client.isMutating() === 0);
    })
    .catch(() => false);

/**
 * Playwright's "networkidle" without the live notification stream, which never ends and so made every networkidle
 * wait run to its limit: no request open, and in the app nothing loading (`appIdle`), twice in a row; on a page
 * without the app, no request open for 500 ms. Answers whether the page went quiet within `timeout`. Asking the app
 * replaced 500 ms of silence on every page: on 2026-11-29 those waits were 82 of the keyboard walk's 183 test-seconds.
 */
export const networkQuiet = async (page: Page, timeout = 10_000) => {
  const pending = trackRequests(page);
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  let calm = 0;
  while (Date.now() < end) {
    if (pending.size > 0) {
      quietSince = Date.now();
      calm = 0;
    } else {
      const idle = await appIdle(page);
      if (idle === null ? Date.now() - quietSince >= 500 : idle && pending.size === 0 && ++calm >= 2) return true;
      if (idle === false) calm = 0;
    }
    await page.waitForTimeout(50);
  }
  return false;
};

/**
 * Leaves the worker's context as a new one would be for what the app keeps: no page, no cookie (the refresh token),
 * nothing in the origin's localStorage (the access token, the theme), no permission or route. Each test's page is
 * new, so its sessionStorage is too. Answers false when it could not (within 10 s).
 */
const emptyForNextTest = async (context: BrowserContext, origin: string) => {
  const emptied = (async () => {
    let here = context.pages().find((p) => p.url().startsWith(origin));
    if (!here) {
      here = await context.newPage();
      await here.goto(`${origin}/api/health`);
    }
    await here.evaluate(() => localStorage.clear());
    for (const p of context.pages()) await p.close();
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: "ignoreErrors" });
    return true;
  })();
  return Promise.race([emptied, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
};

/**
 * Playwright's test, with each worker on its own server (e2e/servers.ts; new contexts get that server too), failing
 * a test whose pages broke the Content-Security-Policy (the server sends one with every page; a violation means a
 * feature that works only without it).
 */
export const test = base.extend<{ cspGuard: undefined }, { workerContext: { current?: BrowserContext } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  // One browser context per worker, emptied between tests (`emptyForNextTest`), each test on a page of its own: a
  // context made per test started with an empty HTTP cache, so every test's first page fetched and compiled the whole
  // app again. Measured on 2026-11-28 (a sign-in and the users list, six of each, Chromium's processes from /proc):
  // 2.5 CPU-s in a new context, 1.4 in a kept one. The API's answers carry no cache validators, so nothing but the
  // app's files (hashed names, immutable) and its index (revalidated) is served from the cache.
  workerContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const holder: { current?: BrowserContext } = {};
      await use(holder);
      await holder.current?.close();
    },
    { scope: "worker" },
  ],
  context: async ({ browser, workerContext, baseURL, bypassCSP }, use) => {
    // A test that asks for a context option (`test.use`; scorm.spec's bypassCSP is the one used) gets a context of its own.
    if (bypassCSP) {
      const own = await browser.newContext({ baseURL, bypassCSP });
      await use(own);
      await own.close();
      return;
    }
    workerContext.current ??= await browser.newContext({ baseURL });
    const context = workerContext.current;
    await use(context);
    // A context that cannot be emptied (a page stuck in a dialog) is closed; the next test makes a new one.
    if (!(await emptyForNextTest(context, baseURL ?? "").catch(() => false))) {
      workerContext.current = undefined;
      await context.close().catch(() => undefined);
    }
  },
  page: async ({ context }, use) => use(await context.newPage()),
  cspGuard: [
    async ({ page, baseURL }, use) => {
      trackRequests(page);
      const violations: string[] = [];
      // The app's own pages only: a SCORM package's page on the content origin answers to its content CSP, and what
      // that refuses (a hostile package's requests to the app) is the package's business, not the app's defect.
      const appOrigin = baseURL ? new URL(baseURL).origin : null;
      const fromApp = (url: string) => !appOrigin || !URL.canParse(url) || new URL(url).origin === appOrigin;
      page.on("console", (m) => {
        if (m.type() === "error" && /Content Security Policy/i.test(m.text()) && fromApp(m.location().url)) violations.push(m.text());
      });
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
