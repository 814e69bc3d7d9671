/** Runs `f` once the browser is idle (or after a second where there is no requestIdleCallback); returns a cancel. */
export const whenIdle = (f: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(f, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(f, 1000);
  return () => window.clearTimeout(id);
};
