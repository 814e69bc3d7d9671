// The keyboard walk: what a user who cannot use a mouse meets on a page, checked with the keyboard alone
// (docs/accessibility.md). A page's browser test calls `keyboardWalk(page)` once the page has settled; it shares
// the spec's page (no new context), presses Tab at most once per tabbable element plus a margin, and reads the
// page in one `evaluate` per stop. Failures list every offending element at once.
import { expect, type Locator, type Page } from "@playwright/test";

export interface WalkOptions {
  /** Names the page in failure messages. */
  readonly label?: string;
  /** The shell's skip link is the first stop (false on guest pages, which have no shell). */
  readonly skipLink?: boolean;
  /**
   * CSS selectors of elements whose known defect belongs to another change: they are left out of the focus-style
   * and reachability checks only. Keep each one narrow and say in the caller why it is there.
   */
  readonly exempt?: readonly string[];
  /** Headings (by their text) left out of the heading-order check, for the same reason. */
  readonly exemptHeadings?: readonly RegExp[];
}

export interface WalkResult {
  /** How many Tab stops the walk made. */
  readonly stops: number;
}

// Marks put on the page's elements for the walk; removed when it ends.
const Mark = "data-kw";

/**
 * Walks the page with Tab from the top: the skip link first (it moves focus into main), every tabbable element
 * reached, each with a focus style that differs from its unfocused one and not hidden under a sticky or fixed
 * bar; one h1 and no heading level skipped. Runs with reduced motion so that no transition is caught half-way.
 */
export const keyboardWalk = async (page: Page, options: WalkOptions = {}): Promise<WalkResult> => {
  const label = options.label ?? new URL(page.url()).pathname;
  const exempt = options.exempt ?? [];
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const exemptHeadings = (options.exemptHeadings ?? []).map((r) => [r.source, r.flags] as [string, string]);
    expect(await page.evaluate(readHeadings, exemptHeadings), `headings on ${label}`).toEqual([]);
    // Focus an unfocusable-by-Tab element placed first in the document, so that the first Tab goes to the
    // first tabbable element wherever the spec left focus.
    await page.evaluate((mark) => {
      const start = document.createElement("div");
      start.tabIndex = -1;
      start.setAttribute(`${mark}-start`, "");
      document.body.prepend(start);
      start.focus();
    }, Mark);
    // Unfocused styles are read once nothing the walk will visit has focus (a field may have taken it on load).
    const count = await page.evaluate(markTabbables, { mark: Mark, exempt: [...exempt] });
    const problems: string[] = [];
    const seen = new Set<string>();
    let stops = 0;
    let previous = "";
    let skipId = "";
    // After the last element Tab leaves the document (focus on body); the next one starts again from the top.
    let wrapped = false;
    let passedSkip = false;
    // At most one Tab per element marked, plus elements that appeared since (a row that loaded, a hint), plus a margin.
    let cap = count + 8;
    let ended = "the Tab limit";
    for (let i = 0; i < cap; i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(readStop, { mark: Mark, exempt: [...exempt] });
      if (i === 0) await page.evaluate((mark) => document.querySelector(`[${mark}-start]`)?.remove(), Mark);
      if (stop.id === "body") {
        ended = `focus on body after ${stops} stops`;
        if (wrapped) break;
        wrapped = true;
        continue;
      }
      if (stop.id === previous) {
        problems.push(`focus is stuck on ${stop.name}: Tab does not move it`);
        break;
      }
      previous = stop.id;
      if (stop.id === skipId) {
        // Round again (Chromium wraps from the last element to the first, with or without a stop on body): the
        // toolbar and menu follow the skip link. The second time round, the walk is over.
        if (passedSkip) {
          ended = `the skip link a third time after ${stops} stops`;
          break;
        }
        passedSkip = true;
        continue;
      }
      if (seen.has(stop.id)) {
        ended = `${stop.name} again after ${stops} stops`;
        break; // back where the walk began
      }
      seen.add(stop.id);
      if (stop.id.startsWith("new:")) cap++;
      stops++;
      if (i === 0 && options.skipLink !== false) {
        skipId = stop.id;
        if (!stop.skipLink) problems.push(`the first Tab stop is ${stop.name}, not a "skip to content" link`);
        else {
          problems.push(...(await checkSkipLink(page)));
          // Focus is on main now, not on the skip link: on a page whose main holds nothing to tab to (an empty list)
          // the next Tab wraps straight back to the skip link, which is a move, not focus stuck on it.
          previous = "main";
        }
        // The skip link moved focus into main: the walk goes on from there, so the shell's toolbar and menu come
        // after the page (Tab wraps round to them at the end).
        continue;
      }
      if (stop.problem) problems.push(stop.problem);
    }
    const missed = await page.evaluate(unreached, { mark: Mark, seen: [...seen] });
    problems.push(...missed.map((name) => `${name} is never reached with Tab (the walk ended at ${ended})`));
    expect(problems, `keyboard walk on ${label}`).toEqual([]);
    return { stops };
  } finally {
    await page.evaluate((mark) => {
      document.querySelector(`[${mark}-start]`)?.remove();
      for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
    }, Mark);
    await page.emulateMedia({ reducedMotion: null });
  }
};

/** Follows the skip link with Enter and checks that focus went into main. */
const checkSkipLink = async (page: Page): Promise<string[]> => {
  await page.keyboard.press("Enter");
  const inMain = await page.evaluate(() => {
    const main = document.querySelector("main");
    return !!main && !!document.activeElement && main.contains(document.activeElement);
  });
  return inMain ? [] : ["the skip link does not move focus into main"];
};

/**
 * Fails unless focus is on something meaningful: call it after an action that removed or replaced the focused
 * control (post, save, delete, close). It waits for focus to settle, as the app moves it after a render.
 */
export const expectFocusKept = async (page: Page, label = "after the action") => {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return !el || el === document.body || el === document.documentElement ? "body" : "element";
        }),
      { message: `focus fell to the page ${label}`, timeout: 3_000 },
    )
    .toBe("element");
};

/**
 * Opens a dialog or drawer from the keyboard and checks its focus contract: focus moves inside, Tab keeps it there
 * (round more than once), Escape closes it, and focus returns to the trigger.
 */
export const checkDialogFocus = async (page: Page, trigger: Locator, dialog: Locator, label = "dialog") => {
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(dialog, `${label} opens with Enter`).toBeVisible();
  const inside = () => dialog.evaluate((d) => !!document.activeElement && d.contains(document.activeElement));
  await expect.poll(inside, { message: `${label} takes focus` }).toBe(true);
  const tabbables = await dialog.evaluate(
    (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="0"]').length,
  );
  for (let i = 0; i < tabbables + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await inside(), `${label} keeps focus inside after Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await inside(), `${label} keeps focus inside after Shift+Tab`).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog, `${label} closes on Escape`).toBeHidden();
  await expect.poll(() => trigger.evaluate((t) => t === document.activeElement), { message: `${label} returns focus to its trigger` }).toBe(true);
};

// ---- In the page. These functions are serialised into `evaluate`: each must be self-contained.

/** One visible h1, and no heading level more than one below the previous heading. */
function readHeadings(exempt: [string, string][]): string[] {
  const skipped = exempt.map(([source, flags]) => new RegExp(source, flags));
  const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() !== false && !el.closest("[aria-hidden=true], [inert]");
  const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(visible);
  const level = (h: Element) => Number(h.getAttribute("aria-level") ?? (/^H(\d)$/.exec(h.tagName)?.[1] || 2));
  // Headings inside an open dialog belong to it, not to the page.
  const page = headings.filter(
    (h) => !h.closest("[role=dialog], [role=alertdialog]") && !skipped.some((r) => r.test(h.textContent?.trim() ?? "")),
  );
  const problems: string[] = [];
  const h1 = page.filter((h) => level(h) === 1);
  if (h1.length !== 1) problems.push(`${h1.length} h1 headings (${h1.map((h) => h.textContent?.trim()).join(" | ")}); a page has one`);
  let prev = 0;
  for (const h of page) {
    const l = level(h);
    if (l > prev + 1 && prev > 0) problems.push(`heading "${h.textContent?.trim().slice(0, 40)}" is h${l} after h${prev}`);
    prev = l;
  }
  return problems;
}

/** Marks every element that Tab should reach, and records its unfocused style; answers how many there are. */
function markTabbables({ mark, exempt }: { mark: string; exempt: string[] }): number {
  // The unfocused look is read with focus on the walk's start element: a field that took focus again since (react-aria's
  // autoFocus can focus after a frame; seen on the sign-in page in a full run) would be read focused, and its ring
  // then taken for its resting look.
  const start = document.querySelector<HTMLElement>(`[${mark}-start]`);
  if (start && document.activeElement !== start) start.focus();
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const tabbable = (el: HTMLElement) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false;
    if (el.closest("[inert], [aria-hidden=true], [hidden]")) return false;
    if (exempt.some((s) => el.matches(s) || el.closest(s))) return false;
    const closedDetails = el.closest("details:not([open])");
    if (closedDetails && !(el.tagName === "SUMMARY" && el.parentElement === closedDetails)) return false;
    if (!el.checkVisibility({ visibilityProperty: true } as never)) {
      // React-aria's checkboxes, radios and switches keep the input visually hidden inside a visible label.
      const label = el.closest("label");
      if (!label?.checkVisibility({ visibilityProperty: true } as never)) return false;
    }
    return true;
  };
  const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(tabbable);
  // Tab reaches one radio of a group: the checked one, or the first.
  const radios = new Set<string>();
  const els = all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== "radio" || !el.name) return true;
    const key = `${el.form?.id ?? ""}|${el.name}`;
    if (radios.has(key)) return false;
    radios.add(key);
    return true;
  });
  const styleOf = (el: Element) => {
    const props = ["outline-style", "outline-width", "outline-color", "box-shadow", "border-top-color", "border-bottom-color",
      "border-left-color", "background-color", "color", "text-decoration-line"];
    const take = (s: CSSStyleDeclaration) => props.map((p) => s.getPropertyValue(p)).join(";");
    return [take(getComputedStyle(el)), take(getComputedStyle(el, "::before")), take(getComputedStyle(el, "::after"))].join("|");
  };
  const snapshot = (el: HTMLElement) => {
    // The element, two ancestors (a row or label may draw the ring), and what it holds; for a visually hidden
    // input, what its label holds (the drawn box is the input's sibling).
    const r = el.getBoundingClientRect();
    const hidden = r.width <= 1 || r.height <= 1;
    const scope = hidden ? (el.closest("label") ?? el.parentElement ?? el) : el;
    const nodes = [el, el.parentElement, el.parentElement?.parentElement, ...[...scope.querySelectorAll("*")].slice(0, 30)];
    return nodes.map((n) => (n ? styleOf(n) : "")).join("\n");
  };
  const w = window as unknown as { __kwStyles: Map<string, string> };
  w.__kwStyles = new Map();
  els.forEach((el, i) => {
    el.setAttribute(mark, String(i));
    w.__kwStyles.set(String(i), snapshot(el));
  });
  (w as unknown as { __kwSnapshot: typeof snapshot }).__kwSnapshot = snapshot;
  return els.length;
}

/** Reads the element Tab has just focused: who it is, whether its style changed, and whether a bar covers it. */
async function readStop({ mark, exempt }: { mark: string; exempt: string[] }) {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return { id: "body", name: "body", skipLink: false, problem: "" };
  const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  const id = el.getAttribute(mark) ?? `new:${name}`;
  const href = el.getAttribute("href") ?? "";
  const skipLink = el.tagName === "A" && href.startsWith("#") && !!document.querySelector(`main${href}, ${href} main, main ${href}`);
  if (exempt.some((s) => el.matches(s) || el.closest(s))) return { id, name, skipLink, problem: "" };
  const w = window as unknown as { __kwStyles: Map<string, string>; __kwSnapshot: (e: HTMLElement) => string };
  const before = w.__kwStyles.get(id);
  if (before !== undefined && before === w.__kwSnapshot(el)) {
    // A ring drawn from component state (react-aria's data-focus-visible) lands with React's next render, which a
    // loaded machine may not have run yet: the style is read again after two frames before it counts as missing.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    if (document.activeElement === el && before === w.__kwSnapshot(el)) return { id, name, skipLink, problem: `${name} shows no focus indicator` };
  }
  // Focus not obscured (WCAG 2.4.11): the point at the element's centre is not under another sticky or fixed bar.
  const r = el.getBoundingClientRect();
  if (r.width > 1 && r.height > 1) {
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (hit && !el.contains(hit) && !hit.contains(el)) {
      for (let n: Element | null = hit; n; n = n.parentElement) {
        const pos = getComputedStyle(n).position;
        if ((pos === "sticky" || pos === "fixed") && !n.contains(el))
          return { id, name, skipLink, problem: `${name} is hidden under ${n.tagName.toLowerCase()}.${n.className} when focused` };
      }
    }
  }
  return { id, name, skipLink, problem: "" };
}

/**
 * Names the marked elements that the walk never focused. A composite widget (grid, list box, tab list, menu, radio
 * group, tree) is one Tab stop whose inside the arrow keys walk: reaching it once reaches all of it.
 */
function unreached({ mark, seen }: { mark: string; seen: string[] }): string[] {
  const composite = "[role=grid], [role=treegrid], [role=listbox], [role=tablist], [role=menu], [role=menubar], [role=radiogroup], [role=tree]";
  const got = new Set(seen);
  const entered = new Set(
    [...document.querySelectorAll<HTMLElement>(`[${mark}]`)].filter((el) => got.has(el.getAttribute(mark) ?? "")).flatMap((el) => {
      const c = el.closest(composite);
      return c ? [c] : [];
    }),
  );
  // A composite that holds focus itself (an empty grid) counts as entered through its own mark.
  return [...document.querySelectorAll<HTMLElement>(`[${mark}]`)]
    .filter((el) => !got.has(el.getAttribute(mark) ?? "") && el.isConnected && el.tabIndex >= 0)
    .filter((el) => {
      const c = el.parentElement?.closest(composite);
      return !c || !entered.has(c);
    })
    .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`);
}
