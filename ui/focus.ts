// Focus after an action. An action that removes or replaces the focused control (post, save, delete, a dialog
// closing, a step finishing) must not leave focus on `body`, where the next Tab starts again from the top of the
// page: `focusWhenReady` moves it to a chosen place (the new item, the page's heading) once React has drawn it,
// and `useFocusRescue` is the net under every page: when the focused element leaves the document, focus goes to
// the next focusable element after where it stood (the next row), else the one before, else the page's heading.
import { useEffect } from "react";

const Focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || (el as HTMLElement).getClientRects().length > 0;

/** Focuses an element; one that is not focusable by itself (a heading, an item) gets tabIndex -1 first. */
export const focusElement = (el: HTMLElement) => {
  if (!el.matches(Focusable) && !el.hasAttribute("tabindex")) el.tabIndex = -1;
  el.focus();
};

/**
 * Focuses what `find` returns as soon as it exists (tried on the next frames, for about half a second), unless the
 * user has moved focus elsewhere meanwhile (focus is still on body or on an element that left the document).
 */
export const focusWhenReady = (find: () => HTMLElement | null | undefined, frames = 30) => {
  const step = (left: number) => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    const target = find();
    if (target?.isConnected && (lost || !target.contains(active))) {
      // A dialog still open keeps focus: wait for it to close.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') && !target.closest('[role="dialog"], [role="alertdialog"]')) {
        if (left > 0) requestAnimationFrame(() => step(left - 1));
        return;
      }
      focusElement(target);
      return;
    }
    if (left > 0) requestAnimationFrame(() => step(left - 1));
  };
  requestAnimationFrame(() => step(frames));
};

/** The page's heading: the first h1 in `main`. */
export const pageHeading = () => document.querySelector<HTMLElement>("main h1");

const firstFocusableFrom = (start: Node | null, forward: boolean, within: Element): HTMLElement | null => {
  const all = Array.from(within.querySelectorAll<HTMLElement>(Focusable)).filter(visible);
  if (!start) return forward ? (all[0] ?? null) : (all.at(-1) ?? null);
  const after = (el: HTMLElement) => {
    if (el === start) return forward;
    const pos = start.compareDocumentPosition(el);
    if (pos & Node.DOCUMENT_POSITION_CONTAINED_BY) return true; // inside the start node
    return forward ? pos & Node.DOCUMENT_POSITION_FOLLOWING : pos & Node.DOCUMENT_POSITION_PRECEDING && !(pos & Node.DOCUMENT_POSITION_CONTAINS);
  };
  const candidates = all.filter(after);
  return (forward ? candidates[0] : candidates.at(-1)) ?? null;
};

/**
 * Watches the page: when focus falls to body because the focused element was removed, it goes back to the page:
 * to the last control focused in `main` if that is still there (a dialog's trigger), else to the next focusable
 * element after where that control stood (the next row), else the one before it, else the page's heading. Dialogs
 * and menus return focus to their trigger themselves first; this looks after them. A navigation is left alone.
 */
export function useFocusRescue() {
  useEffect(() => {
    type Place = { parent: Node; next: Node | null; prev: Node | null };
    let last: HTMLElement | null = null;
    let inMain: { el: HTMLElement; path: string; place: Place | null } | null = null;
    const onFocusIn = (e: FocusEvent) => {
      if (!(e.target instanceof HTMLElement) || e.target === document.body) return;
      last = e.target;
      if (e.target.closest("main")) inMain = { el: e.target, path: location.pathname, place: null };
    };
    const rescue = () => {
      const active = document.activeElement;
      const main = document.querySelector("main");
      if ((active && active !== document.body && active.isConnected) || !main || !inMain || location.pathname !== inMain.path) return;
      const { el, place } = inMain;
      const target = el.isConnected
        ? el
        : ((place?.next?.isConnected ? firstFocusableFrom(place.next, true, main) : null) ??
          (place?.prev?.isConnected ? firstFocusableFrom(place.prev, false, main) : null) ??
          (place?.parent.isConnected ? firstFocusableFrom(place.parent, true, main) : null) ??
          pageHeading() ??
          main);
      focusElement(target);
    };
    const observer = new MutationObserver((records) => {
      // Where the last control focused in main stood, noted when it goes (a row removed behind a dialog).
      if (inMain && !inMain.place && !inMain.el.isConnected) {
        const el = inMain.el;
        const r = records.find((x) => Array.from(x.removedNodes).some((n) => n === el || n.contains(el)));
        if (r) inMain.place = { parent: r.target, next: r.nextSibling, prev: r.previousSibling };
      }
      if (!last || last.isConnected) return;
      last = null;
      requestAnimationFrame(() => requestAnimationFrame(rescue));
    });
    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
    };
  }, []);
}

/**
 * After a failed submit: focuses the form's first invalid field once its invalid state is drawn (react-aria's
 * FieldError is tied to that field with aria-describedby, so the error is read with it).
 */
export const focusFirstInvalid = (form: HTMLElement | null | undefined) =>
  focusWhenReady(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]:is(input, textarea, select, [role="combobox"], [role="group"], fieldset)') ?? null, 5);

const Invalid = '[aria-invalid="true"]:is(input, textarea, select, [role="combobox"], [role="group"], [role="radiogroup"], fieldset)';

/**
 * Every form's failed submit, in one place (the shell installs it; no form needs code of its own): after a form is
 * submitted, the first of its fields that is or becomes invalid (the client's checks at once, the server's 400 when
 * it answers) takes focus, and react-aria's FieldError, tied to the field with aria-describedby, is read with it.
 * Focus is left alone when it is in an invalid field already, when the user has moved out of the form, typed
 * again, or the form has gone (a dialog that closed on success); the watch ends after 15 s.
 */
export function useFailedSubmitFocus() {
  useEffect(() => {
    const onSubmit = (e: Event) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement)) return;
      let done = false;
      const check = () => {
        if (done) return;
        if (!form.isConnected) return stop();
        const target = form.querySelector<HTMLElement>(Invalid);
        if (!target) return;
        stop();
        const active = document.activeElement;
        if (active && active !== document.body && !form.contains(active)) return;
        if (active instanceof HTMLElement && active.closest(Invalid)) return;
        focusElement(target);
      };
      const observer = new MutationObserver(check);
      const timer = window.setTimeout(() => stop(), 15_000);
      const stop = () => {
        done = true;
        observer.disconnect();
        window.clearTimeout(timer);
        form.removeEventListener("input", stop);
      };
      observer.observe(form, { attributes: true, attributeFilter: ["aria-invalid"], subtree: true, childList: true });
      form.addEventListener("input", stop);
      // After the form's own submit handler and React's render of what it decided.
      requestAnimationFrame(() => requestAnimationFrame(check));
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
}
