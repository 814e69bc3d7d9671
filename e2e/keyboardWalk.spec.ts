// The keyboard walk over every page that exists (e2e/keyboardWalk.ts): the four demo roles, one locale each, in one
// signed-in page per role (no new contexts), then the guest pages and the shell at phone width. A page added to
// src/routes joins the walk here in the same commit (in `Walks`): the last test fails while a route file has no
// address there.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { datesOnPage } from "./datesOnPage";
import { appReady, checkA11y, expect, login, networkQuiet, test } from "./fixtures";
import { checkDialogFocus, keyboardWalk, type WalkOptions } from "./keyboardWalk";

/**
 * Every address the walk visits, by test, declared up front: the coverage test at the end reads these lists, so it
 * passes or fails on its own, whatever became of the walks before it (a failed test restarts its worker). `{name}`
 * is an id the walk finds in the demo data as it goes (`findIds`). Each role's walk also follows any link of its side
 * menu that is not listed, so a new menu entry is walked at once; the coverage test then asks for it to be listed.
 */
const Walks = {
  adminMenu: ["/en/dashboard", "/en/calendar", "/en/faq", "/en/library", "/en/growth/development-plans", "/en/users", "/en/users/groups", "/en/users/roles",
    "/en/management/development-plan", "/en/management/widgets", "/en/preferences/general/branding", "/en/settings/policy-privacy", "/en/preferences/users",
    "/en/preferences/additionalGuides", "/en/preferences/customDictionaries", "/en/preferences/folders", "/en/preferences/workflows",
    "/en/settings", "/en/settings/manageForms", "/en/settings/emailHistory", "/en/settings/emailServerSettings", "/en/clients",
    "/en/settings/logs/replay", "/en/management/learning/courses", "/en/catalogs/courses", "/en/education/courses", "/en/management/certificates",
    "/en/management/codes"],
  // Pages the menu does not list: details, tabs and sub-pages, with the demo data's ids.
  adminPages: ["/en/users/{user}",
    ...["", "/management", "/management/users", "/management/progress", "/management/canceledPlans", "/analytics", "/settings"].map(
      (sub) => `/en/management/development-plan/{plan}${sub}`),
    "/en/management/development-plan/{plan}/management/{planTask}", "/en/library/101", "/en/library/access/folder/101",
    "/en/library/access/file/{file}", "/en/users/roles/system-4", "/en/settings/tags", "/en/settings/archivedUsers", "/en/settings/externalLearning",
    "/en/preferences", "/en/preferences/users/archivedUsers", "/en/profile", "/en/profile/personalInformation", "/en/clients/1",
    "/en/clients/1/basicInformation", "/en/management/learning/courses/{course}"],
  // News: the reader's pages and the management tabs of one demo item.
  adminNews: ["/en/news", "/en/news/{news}", "/en/management/news/list", "/en/management/news/categories", "/en/management/news/tags",
    "/en/management/news/{news}/settings", "/en/management/news/{news}/access"],
  // The workflow library, its access pages and a track's tabs, on a folder and a track made for the walk.
  adminTracks: ["/en/workflows", "/en/workflows/{wfFolder}", "/en/workflows/access/workflow-folder/{wfFolder}",
    "/en/workflows/access/workflow/{track}", "/en/workflow/{track}", "/en/workflow/{track}/groups", "/en/workflow/{track}/analytics",
    "/en/workflow/{track}/settings"],
  hr: ["/fr/dashboard", "/fr/calendar", "/fr/faq", "/fr/library", "/fr/growth/development-plans", "/fr/users", "/fr/users/groups"],
  manager: ["/dashboard", "/calendar", "/faq", "/library", "/growth/development-plans", "/growth/development-plans/manager", "/growth/development-plans/manager/tasks",
    "/growth/development-plans/manager/users", "/growth/development-plans/manager/{teamTask}", "/manager/my-tasks", "/manager/my-tasks/today-activities", "/manager/my-tasks/{doerActivity}/task/{doerTask}",
    // the former task address goes to the one above (bookmarks, e-mails already sent)
    "/manager/my-tasks/task/{doerTask}",
    // the manager's people and a report's progress (its first address goes to the workflows tab)
    "/manager/users", "/manager/analytics/{report}", ...["workflows", "activities", "tests", "timeToComplete"].map((tab) => `/manager/analytics/{report}/${tab}`),
    "/growth/growthTrack", "/growth/growthTrack/{growthCategory}", "/growth/growthTrack/track/{growth}", "/growth/growthTrack/track/{growth}/task/{growthTask}"],
  employee: ["/en/dashboard", "/en/calendar", "/en/faq", "/en/library", "/en/growth/development-plans", "/en/growth/development-plans/{myTask}",
    "/en/learning", "/en/learning/{category}", "/en/learning/track/{welcome}", "/en/learning/track/{welcome}/task/{learningTask}", "/en/manager/my-tasks", "/en/profile/myTracks",
    // the deep link leads to the task page (its own test: e2e/learningMyTasks.spec.ts)
    "/en/externalUserTask?user_workflow_task_id={learningTask}",
    "/en/catalogs/courses", "/en/catalogs/courses/{catalog}", "/en/education/courses", "/en/education/courses/{myCourse}", "/en/profile/myCourses", "/en/profile/myCertificates",
    "/en/profile/myHistory", "/en/profile/myTimeToComplete"],
  guest: ["/en", "/en/privacyPolicy", "/en/thirdParties", "/en/403", "/en/forgotPassword", "/en/confirmPassword/not-a-real-link", "/en/no/such/page", "/en/registration",
    "/en/verify/certificate/00000000-0000-4000-8000-000000000000"],
  phone: ["/en/profile"],
} as const;

const settle = async (page: Page) => {
  await appReady(page);
  // The page's own loading is over: no spinner, no route loading bar, no skeleton.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]'), `${page.url()} settles`).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // And its late reads have answered: under load a query that answered after the walk began re-rendered part of
  // main, and the element focused there went with it (seen on /users/1 with two workers on two cores).
  await networkQuiet(page);
};

/**
 * Opens `url` the way a user moves between pages: through the app's router when the app is already running (as a
 * link does), else by loading it. A full load per address started the whole app again each time: measured on
 * 2026-11-28, 1.2 to 1.7 renderer CPU-s a load against 0.2 to 0.4 for the router's move, over 100 addresses a run.
 */
const open = async (page: Page, url: string) => {
  if (new URL(page.url()).pathname === url) return;
  const routed = await page
    .evaluate(async (href) => {
      const router = (window as { __TSR_ROUTER__?: { navigate: (o: { href: string }) => Promise<void> } }).__TSR_ROUTER__;
      if (!router || document.querySelector("#boot")) return false;
      await router.navigate({ href });
      return true;
    }, url)
    .catch(() => false);
  if (!routed) await page.goto(url);
};

/**
 * Addresses with a known reachability finding that belongs to another change (WalkOptions.exempt). The tests-and-forms
 * tab's "Answers" button sits in a react-aria grid row: Tab stops on the row and the arrow keys reach the button (the
 * grid pattern), but the walk does not count that row as entering the grid. The same tab on users/{user} is not
 * walked (not its first tab).
 */
const exemptOn: Record<string, readonly string[]> = { tests: ['[data-testid="user-tests"] button'] };

/** The dates each signed-in page of the walk showed, by page: a walk that saw none has not checked any (below). */
const datesSeen = new WeakMap<Page, string[]>();

/** No page shows a date with a two-digit year or as ISO text (issue 40 item 14); what it showed is counted. */
const checkDates = async (page: Page, url: string) => {
  const dates = await datesOnPage(page);
  expect(dates.wrong, `${url}: dates with a two-digit year or in ISO form`).toEqual([]);
  datesSeen.set(page, [...(datesSeen.get(page) ?? []), ...dates.seen]);
};

/** The walk saw dates, of its language's forms: the two-digit check above read something. */
const expectDatesSeen = (page: Page, forms: RegExp) => {
  const seen = datesSeen.get(page) ?? [];
  expect(seen.filter((d) => forms.test(d)), `dates the walk read (${seen.length} in all)`).not.toEqual([]);
};

const walk = async (page: Page, url: string, given: WalkOptions = {}) => {
  const exempt = exemptOn[url.replace(/\/$/, "").split("/").pop() ?? ""];
  const options: WalkOptions = exempt && url.includes("/manager/analytics/") ? { ...given, exempt: [...(given.exempt ?? []), ...exempt] } : given;
  await open(page, url);
  await settle(page);
  await checkDates(page, url);
  // KW_SOFT=1 logs each page's result and goes on, to see every finding in one run.
  if (!process.env.KW_SOFT) {
    try {
      return (await keyboardWalk(page, { label: url, ...options })).stops;
    } catch (first) {
      // Once more from a fresh load: on a loaded machine a read that answers mid-walk can re-render part of main and
      // take focus with it. A page that fails twice fails; the first failure is printed either way.
      console.log(`keyboard walk on ${url}: walked again after\n${String((first as Error).message).slice(0, 600)}`);
      await page.reload();
      await settle(page);
      return (await keyboardWalk(page, { label: url, ...options })).stops;
    }
  }
  const t = Date.now();
  await keyboardWalk(page, { label: url, ...options }).then(
    (r) => console.log(`OK ${url} ${r.stops} stops ${Date.now() - t}ms`),
    (e) => console.log(`FAIL ${url}\n${String(e.message).slice(0, 1500)}`),
  );
  return 0;
};

/** The signed-in pages the side menu offers this user. */
const menuLinks = async (page: Page) => {
  const links = page.locator("#side-menu a[href]");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
};

/** A development-plan task the signed-in user sees in a scope ("mine" or "team"), for the plan pages. */
const firstTask = async (page: Page, scope: "mine" | "team") => {
  const { body } = await callApi<{ items: { id: number }[] }>(page, `/api/development/tasks?scope=${scope}&limit=1`);
  expect(body.items.length, `a ${scope} development plan`).toBeGreaterThan(0);
  return body.items[0].id;
};

/** Opens a grid's first row from the keyboard (arrows to it, Enter) and answers the page it leads to. */
const openFirstRow = async (page: Page, list: string, pattern: RegExp) => {
  await open(page, list);
  await settle(page);
  await page.locator("main [role=grid] [role=columnheader]").first().focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.waitForURL(pattern);
  return new URL(page.url()).pathname;
};

type Ids = Record<string, string>;
/** How the walk finds each `{name}` of `Walks` (the details pages by opening a list's first row from the keyboard). */
const findIds: Record<string, (page: Page, ids: Ids) => Promise<string | number | undefined>> = {
  user: async (page) => (await openFirstRow(page, "/en/users", /\/en\/users\/\d+$/)).match(/\d+$/)?.[0],
  plan: async (page) => (await openFirstRow(page, "/en/management/development-plan", /\/development-plan\/\d+/)).match(/development-plan\/(\d+)/)?.[1],
  planTask: async (page, ids) =>
    (await openFirstRow(page, `/en/management/development-plan/${await idOf(page, ids, "plan")}/management/users`, /\/management\/\d+$/)).match(/\d+$/)?.[0],
  file: async (page) =>
    (await callApi<{ items: { id: number; type: string }[] }>(page, "/api/libraryFolderContent?library_folder_id=102")).body.items.find(
      (i) => i.type === "FILE",
    )?.id,
  news: async (page) => (await callApi<{ items: { id: number }[] }>(page, "/api/news?limit=1")).body.items[0]?.id,
  wfFolder: async (page) =>
    (await callApi<{ id: number }>(page, "/api/createWorkflowFolder", { parent_folder_id: null, display_name: `Walk ${Date.now() % 100000}` })).body.id,
  track: async (page, ids) => {
    const track = (await callApi<{ id: number }>(page, "/api/workflows", {
      folder_id: Number(await idOf(page, ids, "wfFolder")), display_name: `Walk track ${Date.now() % 100000}`, workflow_type_id: 1,
      duration_type: "RELATION", workflow_checkpoint_id: 5,
    })).body;
    await callApi(page, "/api/manageWorkflowElement", {
      element: { workflow_id: track.id, title: "Meet the team", workflow_element_type_id: 2, start_date_rel: 0, end_date_rel: 2, content: { text: "Hello" } },
    });
    return track.id;
  },
  teamTask: (page) => firstTask(page, "team"),
  welcome: async (page) => (await callApi<{ items: { workflow_id: number }[] }>(page, "/api/userTracks", {})).body.items[0]?.workflow_id,
  learningTask: async (page, ids) =>
    (await callApi<{ items: { id: number; type_id: number }[] }>(page, `/api/mobileEmployeeTimeLine?workflow_id=${await idOf(page, ids, "welcome")}`)).body.items.find(
      (i) => i.type_id === 6,
    )?.id,
  // a category of the person's tracks (the demo's are the built-in ones: negative ids)
  category: async (page) => (await callApi<{ items: { category_id: number | null }[] }>(page, "/api/userTracks", { workflow_types: [1] })).body.items[0]?.category_id ?? undefined,
  growthCategory: async (page) =>
    (await callApi<{ items: { category_id: number | null }[] }>(page, "/api/userTracks", { workflow_types: [2] })).body.items[0]?.category_id ?? undefined,
  growth: async (page) => (await callApi<{ items: { workflow_id: number }[] }>(page, "/api/userTracks", { workflow_types: [2] })).body.items[0]?.workflow_id,
  growthTask: async (page, ids) =>
    (await callApi<{ items: { id: number; mine: boolean }[] }>(page, `/api/mobileEmployeeTimeLine?workflow_id=${await idOf(page, ids, "growth")}`)).body.items.find(
      (i) => i.mine,
    )?.id,
  doerTask: async (page) => (await callApi<{ items: { id: number }[] }>(page, "/api/myTasks", {})).body.items[0]?.id,
  report: async (page) => (await callApi<{ rows: { id: number }[] }>(page, "/api/virginSearch", { route: "team" })).body.rows[0]?.id,
  doerActivity: async (page) => (await callApi<{ items: { element_id: number }[] }>(page, "/api/myTasks", {})).body.items[0]?.element_id,
  myTask: (page) => firstTask(page, "mine"),
  course: async (page) => (await callApi<{ items: { id: number }[] }>(page, "/api/coursesList", {})).body.items[0]?.id,
  catalog: async (page) => (await callApi<{ items: { id: number }[] }>(page, "/api/learnerCatalogsList", {})).body.items[0]?.id,
  myCourse: async (page) => (await callApi<{ items: { id: number }[] }>(page, "/api/myCourses", { tab: "all" })).body.items[0]?.id,
};

const idOf = async (page: Page, ids: Ids, name: string) => {
  if (!ids[name]) {
    const id = await findIds[name](page, ids);
    expect(id, `the demo data's ${name}`).toBeTruthy();
    ids[name] = String(id);
  }
  return ids[name];
};

/** Walks a declared list in order, finding its ids as they are needed. */
const walkAll = async (page: Page, addresses: readonly string[], options?: WalkOptions) => {
  const ids: Ids = {};
  for (const address of addresses) {
    let url = address;
    for (const [placeholder, name] of address.matchAll(/\{(\w+)\}/g)) url = url.replace(placeholder, await idOf(page, ids, name));
    await walk(page, url, options);
  }
  return ids;
};

/**
 * The interface gallery shows every component frozen in each state (hover, focus, disabled) for designers: it is
 * not a page a user works in, and its frozen states defeat the focus-style comparison.
 */
const notWalked = ["/ui-gallery"];

/**
 * A role's declared pages, then any page its side menu offers that `declared` (the role's whole list, when this test
 * walks part of it) lacks.
 */
const walkRole = async (page: Page, addresses: readonly string[], declared = addresses) => {
  const links = (await menuLinks(page)).filter((l) => !notWalked.some((n) => l.endsWith(n)));
  expect(links.length).toBeGreaterThan(0);
  await walkAll(page, addresses);
  for (const link of links.filter((l) => !declared.includes(l))) await walk(page, link);
};

/**
 * The walks are independent (each signs in afresh; the track walk removes what it made), so they spread over the
 * workers instead of queueing in one: with the file in one worker the walk was the run's longest stretch (858 of
 * 4,560 test-seconds on 2026-11-28, a quarter of one worker's run). Long lists are walked in thirds for the same
 * reason, and so that each part stays well inside its limit on a loaded machine (the whole administrator's menu
 * ran out of its 240 s at load 28, and each half took 3 to 4 minutes of it with four workers at load 14).
 */
test.describe.configure({ mode: "parallel" });
const Parts = 3;
/** One of `Parts` slices of a list. */
const slice = <T,>(list: readonly T[], part: number) => {
  const size = Math.ceil(list.length / Parts);
  return list.slice(part * size, (part + 1) * size);
};
const parts = Array.from({ length: Parts }, (_, i) => i);

for (const part of parts)
  test(`the administrator's menu, in English, from the keyboard alone (part ${part + 1} of ${Parts})`, async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, "admin@demo.local", undefined, "en");
    await appReady(page);
    if (part < Parts - 1) await walkAll(page, slice(Walks.adminMenu, part));
    else await walkRole(page, slice(Walks.adminMenu, part), Walks.adminMenu);
    // the first part holds the dashboard and the calendar, which always show today's date
    if (part === 0) expectDatesSeen(page, /^[A-Z][a-z]+ \d{1,2}\b/);
  });

for (const part of parts)
  test(`the administrator's other pages, in English (part ${part + 1} of ${Parts})`, async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, "admin@demo.local", undefined, "en");
    await appReady(page);
    await walkAll(page, slice(Walks.adminPages, part));
  });

test("the administrator's news pages, in English", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await walkAll(page, Walks.adminNews);
  expectDatesSeen(page, /^[A-Z][a-z]+ \d{1,2}\b/);
});

test("the administrator's workflow library and a track, in English", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  const ids = await walkAll(page, Walks.adminTracks);
  // the walk's own folder goes again, so other tests see the library as seeded
  await callApi(page, "/api/removeWorkflowFolders", { folder_ids: [Number(ids.wfFolder)] });
});

test("the HR partner's pages, in French", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "hr@demo.local", undefined, "fr");
  await appReady(page);
  await walkRole(page, Walks.hr);
  expectDatesSeen(page, /^\d{1,2} \p{L}+/u);
});

test("the manager's pages, in Russian", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "manager@demo.local");
  await appReady(page);
  await walkRole(page, Walks.manager);
  expectDatesSeen(page, /^\d{1,2} \p{L}+/u);
});

test("the employee's pages, in English", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await walkRole(page, Walks.employee);
  expectDatesSeen(page, /^[A-Z][a-z]+ \d{1,2}\b/);
});

test("the walk fails a page that loses keyboard users", async ({ page }) => {
  await page.setContent('<h2>Title</h2><h4>Jump</h4><main id="main" tabindex="-1"><button>Go</button></main>');
  await expect(keyboardWalk(page, { label: "no h1" })).rejects.toThrow(/0 h1 headings[\s\S]*is h4 after h2/);
  await page.setContent('<style>:focus { outline: none }</style><main><h1>Title</h1><button>First</button><button>Plain</button></main>');
  await expect(keyboardWalk(page, { label: "no focus style" })).rejects.toThrow(/skip to content[\s\S]*shows no focus indicator/);
});

test("the date check finds two-digit years and ISO dates, and passes four-digit and this year's ones", async ({ page }) => {
  const shell = (lang: string, main: string) => `<html lang="${lang}"><main>${main}</main></html>`;
  await page.setContent(shell("ru", "<p>Срок 5 дек. 26</p><p>Создан 05.12.26</p><p>2026-12-05</p><p>5 дек. 2025 г.</p><p>5 декабря в 15:23</p>"));
  expect(await datesOnPage(page)).toEqual({ seen: ["5 дек. 26", "5 дек. 2025", "5 декабря", "дек. 26", "05.12.26", "2026-12-05"], wrong: ["5 дек. 26", "05.12.26", "2026-12-05"] });
  await page.setContent(shell("en", "<p>Due Apr 30, 26</p><p>Dec 5 at 3:23 PM</p><p>Saturday, December 5, 2026</p><p>12/05/2026, 3:23 PM</p><p>react 7.29.14, zod 3.14.26</p>"));
  expect(await datesOnPage(page)).toEqual({ seen: ["Apr 30, 26", "Dec 5", "December 5, 2026", "12/05/2026"], wrong: ["Apr 30, 26"] });
});

test("axe fails a page broken on purpose, and passes it mended, in one document", async ({ page }) => {
  // checkA11y puts axe into the page once and runs it again on later checks: the second run must see the page as it is then.
  await page.setContent('<html lang="en"><title>t</title><main><h1>Title</h1><img src="data:,"><button></button></main></html>');
  await expect(checkA11y(page, "broken")).rejects.toThrow(/button-name[\s\S]*image-alt/);
  await page.evaluate(() => {
    document.querySelector("img")?.setAttribute("alt", "A logo");
    document.querySelector("button")?.append("Go");
  });
  await checkA11y(page, "mended");
});

test("the walk passes a page whose main holds nothing to tab to, and still fails focus held in place", async ({ page }) => {
  // An empty list page (/learning with no tracks): after the skip link, Tab wraps from main straight back to it.
  const shell = (main: string) =>
    `<style>a:focus, button:focus { outline: 2px solid blue }</style><a href="#main">Skip to content</a><nav><a href="/menu">Menu</a></nav><main id="main" tabindex="-1"><h1>Title</h1>${main}</main>`;
  await page.setContent(shell("<p>Nothing here yet</p>"));
  expect((await keyboardWalk(page, { label: "empty main" })).stops).toBe(2);
  await page.setContent(shell(`<button onkeydown="if (event.key === 'Tab') event.preventDefault()">Trap</button>`));
  await expect(keyboardWalk(page, { label: "focus trap" })).rejects.toThrow(/focus is stuck on button \W+Trap\W+: Tab does not move it/);
});

test("the guest pages: sign-in, password link, 403 and 404", async ({ page }) => {
  // The sign-in form puts focus in its e-mail field on load: the walk starts once it has.
  await page.goto(Walks.guest[0]);
  await expect(page.locator('input[name="email"]')).toBeFocused();
  await walkAll(page, Walks.guest, { skipLink: false });
});

test("the shell at phone width: the skip link, and the menu drawer keeps focus and gives it back", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await walkAll(page, Walks.phone);
  const toggle = page.getByRole("button", { name: "Open menu" });
  // react-aria's Dialog around the menu takes focus itself, so the dialog (not the nav inside it) is what keeps focus.
  await checkDialogFocus(page, toggle, page.getByRole("dialog", { name: "Main menu" }), "the phone menu");
});

/**
 * Route files the demo data gives no address to (no group, no smart form is seeded); their pages are built from
 * the same parts as the walked ones. A test that creates one walks it (e2e/newcomer.spec.ts, e2e/forms.spec.ts; a SCORM
 * package's player: e2e/scorm.spec.ts; a certificate template: e2e/certificates.spec.ts; a catalogue of access codes:
 * e2e/codes.spec.ts).
 */
const noDemoData = ["/users/groups/1", "/settings/manageForms/1", "/clients/1/manageForms/1", "/scorm/1", "/management/certificates/1",
  "/management/codes/1", ...notWalked.map((n) => `/settings${n}`)];

test("every page in src/routes is walked", () => {
  // An id stands in for each `{name}`: route patterns match any segment there; a query string is not the route's.
  const walked = Object.values(Walks).flatMap((list) => list.map((a) => a.replace(/\{\w+\}/g, "1").replace(/\?.*$/, "")));
  const routes = routePatterns(path.resolve("src/routes")).filter((r) => !noDemoData.some((url) => r.test(url)));
  const missing = routes.filter((r) => !walked.some((url) => r.test(url)));
  expect(missing.map(String), "route files with no address in Walks (e2e/keyboardWalk.spec.ts)").toEqual([]);
});

/** Each page's route file as a pattern of the addresses it answers (layouts and the root left out). */
function routePatterns(dir: string, prefix = ""): RegExp[] {
  const out: RegExp[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name.replace(/\.tsx$/, "");
    const segment = /^_|^\{-\$locale\}$/.test(name)
      ? "" // pathless layouts; the locale is matched below
      : /^\{-\$\w+\}$/.test(name)
        ? "(?:/[^/]+)?"
        : name.startsWith("$")
          ? "/[^/]+"
          : `/${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    if (entry.isDirectory()) out.push(...routePatterns(path.join(dir, entry.name), prefix + segment));
    else if (name === "index") out.push(new RegExp(`^(?:/(?:en|fr))?${prefix}/?$`));
    else if (name !== "route" && name !== "__root") out.push(new RegExp(`^(?:/(?:en|fr))?${prefix}${segment}/?$`));
  }
  return out;
}
